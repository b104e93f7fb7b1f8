/**
 * $listingDraft: what the wizard has filled in. A new listing's draft (uploaded media URLs
 * included) lives in localStorage under our namespace, so a reload or another day resumes
 * it; '+ Add new listing' and a posted listing clear it. An edit's draft (edit=true or
 * edit=manageItem) lives in sessionStorage with the item's id: it is navigation state.
 */
import { atom } from 'nanostores'
import { $config } from '../../config.ts'
import { emptyDraft, type ListingDraft } from '../../domain/listings/draft.ts'
import type { WizardMode } from '../../domain/listings/payload.ts'

export interface DraftValue {
  mode: WizardMode
  itemId: string | null
  draft: ListingDraft
}

export const $listingDraft = atom<DraftValue>({ mode: 'new', itemId: null, draft: emptyDraft() })

const newKey = () => `${$config.get().namespace}:listingDraft`
const editKey = () => `${$config.get().namespace}:listingEdit`

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const text = storage?.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage)
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

/** Opens the wizard in a mode: the stored draft of that mode, or an empty one. */
export function openDraft(mode: WizardMode): DraftValue {
  if (mode === 'new') {
    const stored = read<ListingDraft>(local(), newKey())
    const value = { mode, itemId: null, draft: { ...emptyDraft(), ...stored } }
    $listingDraft.set(value)
    return value
  }
  const stored = read<{ itemId: string; draft: ListingDraft }>(session(), editKey())
  const value = stored
    ? { mode, itemId: stored.itemId, draft: { ...emptyDraft(), ...stored.draft } }
    : { mode, itemId: null, draft: emptyDraft() }
  $listingDraft.set(value)
  return value
}

/** Keeps the draft (Continue on each step). */
export function saveDraft(draft: ListingDraft): void {
  const { mode, itemId } = $listingDraft.get()
  $listingDraft.set({ mode, itemId, draft })
  try {
    if (mode === 'new') local()?.setItem(newKey(), JSON.stringify(draft))
    else session()?.setItem(editKey(), JSON.stringify({ itemId, draft }))
  } catch {
    // A full or blocked storage only loses the resume; the wizard goes on.
  }
}

/** Starts editing an owner's item (Edit list). */
export function startEdit(itemId: string, draft: ListingDraft): void {
  session()?.setItem(editKey(), JSON.stringify({ itemId, draft }))
  $listingDraft.set({ mode: 'manageItem', itemId, draft })
}

/** '+ Add new listing', and after posting: the stored draft is gone. */
export function clearDraft(): void {
  local()?.removeItem(newKey())
  session()?.removeItem(editKey())
  $listingDraft.set({ mode: 'new', itemId: null, draft: emptyDraft() })
}
