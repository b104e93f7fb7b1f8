/**
 * Step 5 'Review': everything the steps hold, with Edit links back to each (the pick-up
 * location as text and on a map with its marker); 'List my item' (new) or 'Save Changes'
 * (manageItem). A 426 answer asks for payment details.
 */
import { useState } from 'react'
import { listingMessages } from '../../shared/contract/listings/messages.ts'
import {
  durationRangeText,
  durationText,
  priceLabels,
} from '../../shared/domain/listings/durations.ts'
import { dayOptions, fromMinutes, toSlots } from '../../shared/domain/listings/opening-times.ts'
import { finishPath, wizardStepPath } from '../../shared/domain/listings/payload.ts'
import { $listingDraft } from '../../shared/stores/listings/draft.ts'
import { saveListing } from '../../shared/stores/listings/wizard.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { go } from './go.ts'
import { ListingMap } from './ListingMap.tsx'

const dayLabel = (day: string) => dayOptions.find((option) => option.value === day)?.label ?? day

export function StepReview() {
  const { draft, mode, itemId } = $listingDraft.get()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [payment, setPayment] = useState(false)
  // The Edit link sits beside its heading, not in it: inside, a screen reader's list of
  // headings reads 'Price Edit'. Its name says which part it edits.
  const head = (title: string, step: 1 | 2 | 3 | 4) => (
    <div className="wizard-review-head">
      <h3>{title}</h3>
      <a className="wizard-link" href={wizardStepPath(step, mode)} aria-label={`Edit ${title}`}>
        Edit
      </a>
    </div>
  )
  async function submit() {
    setBusy(true)
    const result = await saveListing()
    setBusy(false)
    if (result.ok) return go(finishPath(mode, result.itemId))
    setProblem(result.message)
    setPayment(result.needsPayment)
  }
  const max = draft.isNoMaxHireDuration
    ? null
    : durationText(draft.maxDuration.value, draft.maxDuration.type)
  return (
    <section className="wizard-step wizard-review" part="step" aria-labelledby="review-title">
      <p className="wizard-progress">Step 5 of 5</p>
      <h2 id="review-title">Review</h2>
      <div className="wizard-review-block">
        {head('Basic Information', 1)}
        <p className="wizard-review-name">{draft.itemName}</p>
        {draft.instantBooking ? <span className="wizard-badge">Instant Book</span> : null}
        {draft.itemCategoryType === 2 ? <p>Number of items: {draft.availableUnits}</p> : null}
      </div>
      <div className="wizard-review-block">
        {head('Additional Information', 2)}
        <ul className="wizard-media">
          {draft.media.map((media) => (
            <li key={media.url}>
              <img
                src={media.thumbnailImage || media.url}
                alt={media.type === 2 ? 'Video' : 'Photo'}
              />
            </li>
          ))}
        </ul>
        <p>{draft.itemDescription}</p>
        <ul>
          {draft.isSameAsBusinessHour ? (
            <li>Same as business hours</li>
          ) : (
            toSlots(draft.days).map((slot) => (
              <li key={slot.day}>
                {dayLabel(slot.day)}: {fromMinutes(slot.startTime)} – {fromMinutes(slot.endTime)}
              </li>
            ))
          )}
        </ul>
        <ListingMap id={itemId ?? 'draft'} itemName={draft.itemName} place={draft} />
      </div>
      <div className="wizard-review-block">
        {head('Time', 3)}
        <p>
          Duration:{' '}
          {durationRangeText(durationText(draft.minDuration.value, draft.minDuration.type), max)}
        </p>
        {draft.itemCategoryType === 1 && draft.isGroupBooking ? (
          <p>
            Group: {draft.minGroup}
            {draft.isNoMaxGroup ? '+' : ` – ${draft.maxGroup}`}
          </p>
        ) : null}
      </div>
      <div className="wizard-review-block">
        {head('Price', 4)}
        <ul>
          {draft.prices
            .filter((price) => price.on)
            .map((price) => (
              <li key={price.type}>
                {priceLabels[price.type]}: ${price.amount}
              </li>
            ))}
        </ul>
        <p>Bond: ${draft.bond || '0'}</p>
        {draft.isApplyTermsAndCond ? null : (
          <a href={draft.termsAndCondDoc} target="_blank" rel="noreferrer">
            Terms and conditions
          </a>
        )}
      </div>
      {problem && !payment ? (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="wizard-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={busy}
          onClick={() => void submit()}
        >
          {mode === 'manageItem' ? 'Save Changes' : 'List my item'}
        </button>
      </div>
      {payment ? (
        <Dialog title="Payment details" onClose={() => setPayment(false)}>
          <p>{problem ?? listingMessages.notFound}</p>
          <div className="hire-dialog-actions">
            <button
              type="button"
              className="hire-button hire-button-primary"
              onClick={() => go('/payment-detail?from=listing')}
            >
              Add payment details
            </button>
          </div>
        </Dialog>
      ) : null}
      {itemId ? <input type="hidden" value={itemId} /> : null}
    </section>
  )
}
