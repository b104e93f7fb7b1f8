/**
 * The draft a step edits, and the moves between steps: Continue saves the draft (storage
 * for a new listing, navigation state when editing) and goes on, or back to the review in
 * manageItem mode.
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

export function useDraft(step: 1 | 2 | 3 | 4) {
  const initial = $listingDraft.get()
  const [draft, setDraft] = useState<ListingDraft>(initial.draft)
  const mode: WizardMode = initial.mode
  const update = (change: Partial<ListingDraft>) =>
    setDraft((current) => ({ ...current, ...change }))
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
  return { draft, update, setDraft, mode, next, back }
}
