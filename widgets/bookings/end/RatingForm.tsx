/**
 * The review form (spec part 2 sections 5 and 9): one to five stars as a radio group, then
 * the tags the rating offers as checkboxes (positive from 3 stars, negative below; six shown
 * until 'Show more'). Moving the rating across 3 clears the chosen tags. 'Leave Review'
 * checks 'Please rate the supplier first.', then 'Please select atleast one review tag.':
 * the message describes the stars or the tags it is about (marked invalid), and focus goes
 * there, once the message is attached, instead of staying on 'Leave Review'.
 * Pure: the panel loads the tags and decides what a valid review leads to.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { bookingLabels } from '../../../shared/contract/booking/messages.ts'
import {
  type ReviewTag,
  type ReviewTagsData,
  reviewRules,
} from '../../../shared/contract/booking/reports.ts'
import {
  checkReview,
  type ReviewDraft,
  setRating,
  tagKindFor,
  tagsFor,
  toggleTag,
} from '../../../shared/domain/booking/review.ts'
import { plural } from '../../../shared/format/text.ts'
import { FormFoot } from './FormFoot.tsx'

export interface RatingFormProps {
  tags: ReviewTagsData
  initial?: ReviewDraft | undefined
  busy?: boolean
  /** a valid review, with the chosen tags' names */
  onSubmit: (draft: ReviewDraft, chosen: ReviewTag[]) => void
}

const stars = [1, 2, 3, 4, 5] as const
export const starLabel = (value: number) => plural(value, 'star')
export const showMoreLabel = 'Show more'
export const showLessLabel = 'Show less'

export function RatingForm({ tags, initial, busy = false, onSubmit }: RatingFormProps) {
  const id = useId()
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: 0, tagIds: [] })
  const [error, setError] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // A new object on each refusal, so pressing again with the same mistake refocuses.
  const [refused, setRefused] = useState<object | null>(null)
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refused])
  const offered = tagsFor(draft.rating, tags)
  const shown = expanded ? offered : offered.slice(0, reviewRules.tagsShown)
  const positive = draft.rating > 0 && tagKindFor(draft.rating) === 'POSITIVE'

  const rate = (rating: number) => {
    setDraft((current) => setRating(current, rating))
    setError(null)
  }
  const toggle = (tagId: string) => {
    setDraft((current) => toggleTag(current, tagId))
    setError(null)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = checkReview(draft)
    setError(problem)
    if (problem) return setRefused({})
    onSubmit(
      draft,
      offered.filter((tag) => draft.tagIds.includes(tag._id)),
    )
  }

  // The message is about the stars until there is a rating, then about the tags.
  const invalid = (about: 'rating' | 'tags') =>
    error && (about === 'rating') === draft.rating <= 0
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
      : {}

  return (
    <form ref={form} className="end-review" noValidate onSubmit={submit}>
      <fieldset className="end-stars">
        <legend>Your rating of the supplier</legend>
        <div className="end-stars__row">
          {stars.map((value) => (
            <label key={value} className="end-star" data-on={value <= draft.rating || undefined}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={draft.rating === value}
                onChange={() => rate(value)}
                {...invalid('rating')}
              />
              <svg viewBox="0 0 20 20" width="32" height="32" aria-hidden="true" focusable="false">
                <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
              </svg>
              <span className="hire-visually-hidden">{starLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="end-tags" disabled={draft.rating <= 0}>
        <legend>
          {positive ? 'What went well?' : draft.rating > 0 ? 'What went wrong?' : 'Review tags'}
        </legend>
        {draft.rating <= 0 ? (
          <p className="end-hint">Choose a rating to see the review tags.</p>
        ) : (
          <div className="end-tags__list" id={`${id}-tags`}>
            {shown.map((tag) => (
              <label key={tag._id} className="end-chip">
                <input
                  type="checkbox"
                  checked={draft.tagIds.includes(tag._id)}
                  onChange={() => toggle(tag._id)}
                  {...invalid('tags')}
                />
                <span>{tag.tagName}</span>
              </label>
            ))}
          </div>
        )}
        {offered.length > reviewRules.tagsShown ? (
          <button
            type="button"
            className="end-link-button"
            aria-expanded={expanded}
            aria-controls={`${id}-tags`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? showLessLabel : showMoreLabel}
          </button>
        ) : null}
      </fieldset>
      <FormFoot
        errorId={`${id}-error`}
        error={error}
        busy={busy}
        submit={bookingLabels.leaveReview}
      />
    </form>
  )
}
