/**
 * The draft a step edits, and the moves between steps: Continue saves the draft (storage
 * for a new listing, navigation state when editing) and goes on, or back to the review in
 * manageItem mode. `flag(key)` and `text(key)` bind a checkbox or a field to one value of
 * the draft.
 */
import { useState } from 'react'
import type { ListingDraft } from '../../shared/domain/listings/draft.ts'
import {
  nextStepPath,
  type WizardMode,
  wizardStepPath,
} from '../../shared/domain/listings/payload.ts'
import { $listingDraft, saveDraft } from '../../shared/stores/listings/draft.ts'
import { go } from './go.ts'

/** The draft's keys whose values are of type `T`. */
type KeyOf<T> = {
  [K in keyof ListingDraft]: ListingDraft[K] extends T ? K : never
}[keyof ListingDraft]

export function useDraft(step: 1 | 2 | 3 | 4) {
  const initial = $listingDraft.get()
  const [draft, setDraft] = useState<ListingDraft>(initial.draft)
  const mode: WizardMode = initial.mode
  const update = (change: Partial<ListingDraft>) =>
    setDraft((current) => ({ ...current, ...change }))
  const flag = (key: KeyOf<boolean>) => ({
    checked: draft[key],
    onChange: (checked: boolean) => update({ [key]: checked }),
  })
  const text = (key: KeyOf<string>) => ({
    value: draft[key],
    onChange: (value: string) => update({ [key]: value }),
  })
  const next = (value: ListingDraft = draft) => {
    saveDraft(value)
    go(nextStepPath(step, mode))
  }
  const back =
    step === 1
      ? undefined
      : () => {
          saveDraft(draft)
          go(wizardStepPath((step - 1) as 1 | 2 | 3, mode))
        }
  return { draft, update, flag, text, setDraft, mode, next, back }
}
