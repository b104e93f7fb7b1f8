/**
 * The hirer's review of the supplier (spec part 2 section 5): one to five stars, then tags:
 * positive tags from 3 stars, negative ones below. Moving the rating across 3 clears the
 * chosen tags, since they belong to the other list (the spec names lowering below 3; raising
 * from below 3 clears negative tags for the same reason).
 */
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import {
  checkRating,
  type ReviewTag,
  type ReviewTagKind,
  type ReviewTagsData,
  reviewRules,
} from '../../contract/booking/reports.ts'

export interface ReviewDraft {
  rating: number
  /** chosen tag ids */
  tagIds: string[]
}

export function tagKindFor(rating: number): ReviewTagKind {
  return rating >= reviewRules.positiveFrom ? 'POSITIVE' : 'NEGATIVE'
}

/** The tags offered for a rating (nothing before a star is chosen). */
export function tagsFor(rating: number, tags: ReviewTagsData): ReviewTag[] {
  if (rating <= 0) return []
  return tags[tagKindFor(rating)]
}

export function setRating(draft: ReviewDraft, rating: number): ReviewDraft {
  const keep = draft.rating > 0 && tagKindFor(draft.rating) === tagKindFor(rating)
  return { rating, tagIds: keep ? draft.tagIds : [] }
}

export function toggleTag(draft: ReviewDraft, tagId: string): ReviewDraft {
  const tagIds = draft.tagIds.includes(tagId)
    ? draft.tagIds.filter((id) => id !== tagId)
    : [...draft.tagIds, tagId]
  return { ...draft, tagIds }
}

/** 'Please rate the supplier first.', then 'Please select atleast one review tag.' */
export function checkReview(draft: ReviewDraft): string | null {
  const rating = checkRating(draft.rating)
  if (rating) return rating
  return draft.tagIds.length === 0 ? bookingMessages.reviewTagRequired : null
}

/**
 * The server's check of a sent review: the form's rules, and every tag one of the list the
 * rating offers.
 */
export function checkReviewTags(
  rating: number,
  tagIds: readonly string[],
  tags: ReviewTagsData,
): string | null {
  const problem = checkReview({ rating, tagIds: [...tagIds] })
  if (problem) return problem
  const offered = new Set(tagsFor(rating, tags).map((tag) => tag._id))
  return tagIds.every((id) => offered.has(id)) ? null : bookingApiMessages.reviewTagKind
}
