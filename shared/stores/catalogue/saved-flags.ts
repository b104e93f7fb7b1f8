/**
 * $savedFlags: which items the signed-in user has saved, so item cards rendered on the
 * server (as anyone sees them: nothing saved) show the user's own bookmarks once hydrated.
 * While a card list is mounted and the user is signed in, their saved items are read once
 * (GET /items/bookmarks, 100 a page); every toggle the server confirmed is recorded, so
 * every card of one item on the page agrees. Signing out forgets them.
 */
import { map, onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import { bookmarkCalls } from '../../contract/catalogue/bookmarks.ts'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { $signedIn } from '../core/session.ts'

export interface SavedFlagsValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** item id → saved, from the user's list and from confirmed toggles */
  saved: Record<string, boolean>
}

export const $savedFlags = map<SavedFlagsValue>({ status: 'idle', saved: {} })

/** Saved items are read in pages this big, up to `maxPages` of them. */
export const savedFlagPageSize = 100
const maxPages = 20

let generation = 0

async function readSavedIds(): Promise<string[]> {
  const ids: string[] = []
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const data = await api.get<ListData<ItemSummary>>(bookmarkCalls.list.path, {
      query: { limit: savedFlagPageSize, pageNo },
    })
    const page = data?.list ?? []
    ids.push(...page.map((item) => item._id))
    if (page.length < savedFlagPageSize || ids.length >= (data?.total ?? 0)) break
  }
  return ids
}

/** Reads the signed-in user's saved items; toggles confirmed meanwhile win. */
export async function loadSavedFlags(): Promise<void> {
  const mine = ++generation
  $savedFlags.set({ status: 'loading', saved: {} })
  try {
    const ids = await readSavedIds()
    if (mine !== generation) return
    const fromList = Object.fromEntries(ids.map((id) => [id, true]))
    $savedFlags.set({ status: 'ready', saved: { ...fromList, ...$savedFlags.get().saved } })
  } catch {
    // Cards keep the flags they came with; nothing to tell the user.
    if (mine === generation) $savedFlags.setKey('status', 'error')
  }
}

function forgetSavedFlags(): void {
  generation++
  $savedFlags.set({ status: 'idle', saved: {} })
}

/** The server confirmed the item's new state. */
export function recordBookmark(itemId: string, bookMarked: boolean): void {
  $savedFlags.setKey('saved', { ...$savedFlags.get().saved, [itemId]: bookMarked })
}

/** The item as this user sees it: its saved flag from the user's list when known. */
export function withSavedFlag<T extends Pick<ItemSummary, '_id' | 'bookMarked'>>(
  item: T,
  flags: SavedFlagsValue,
): T {
  const saved = flags.saved[item._id]
  return saved === undefined || saved === item.bookMarked ? item : { ...item, bookMarked: saved }
}

onMount($savedFlags, () => {
  if (typeof window === 'undefined') return
  return $signedIn.subscribe((signedIn) => {
    if (signedIn) void loadSavedFlags()
    else forgetSavedFlags()
  })
})
