import { describe, expect, it } from 'vitest'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import type { ReviewTagsData } from '../../contract/booking/reports.ts'
import {
  checkReview,
  checkReviewTags,
  type ReviewDraft,
  setRating,
  tagKindFor,
  tagsFor,
  toggleTag,
} from './review.ts'

const tags: ReviewTagsData = {
  POSITIVE: [
    { _id: 'p1', tagName: 'Friendly' },
    { _id: 'p2', tagName: 'On time' },
  ],
  NEGATIVE: [{ _id: 'n1', tagName: 'Late' }],
}

describe('tag kinds', () => {
  it.each([
    [1, 'NEGATIVE'],
    [2, 'NEGATIVE'],
    [3, 'POSITIVE'],
    [5, 'POSITIVE'],
  ] as const)('%s stars offer %s tags', (rating, kind) => {
    expect(tagKindFor(rating)).toBe(kind)
    expect(tagsFor(rating, tags)).toBe(tags[kind])
  })
  it('offers no tags before a star is chosen', () => {
    expect(tagsFor(0, tags)).toEqual([])
  })
})

describe('setRating', () => {
  it.each([
    [4, 3, ['p1']],
    [3, 5, ['p1']],
    [4, 2, []],
    [3, 1, []],
    [2, 1, ['p1']],
    [2, 4, []],
    [0, 4, []],
  ])('from %s to %s stars keeps %o', (from, to, kept) => {
    expect(setRating({ rating: from, tagIds: ['p1'] }, to).tagIds).toEqual(kept)
  })
  it('toggles tags on and off', () => {
    const draft = toggleTag(toggleTag({ rating: 4, tagIds: [] }, 'p1'), 'p2')
    expect(draft.tagIds).toEqual(['p1', 'p2'])
    expect(toggleTag(draft, 'p1').tagIds).toEqual(['p2'])
  })
})

describe('checkReview', () => {
  it.each([
    [{ rating: 0, tagIds: [] }, bookingMessages.rateFirst],
    [{ rating: -1, tagIds: ['p1'] }, bookingMessages.rateFirst],
    [{ rating: 4, tagIds: [] }, bookingMessages.reviewTagRequired],
    [{ rating: 6, tagIds: ['p1'] }, bookingApiMessages.ratingRange],
    [{ rating: 3.5, tagIds: ['p1'] }, bookingApiMessages.ratingRange],
    [{ rating: 4, tagIds: ['p1'] }, null],
    [{ rating: 1, tagIds: ['n1'] }, null],
  ] as [ReviewDraft, string | null][])('%o -> %s', (draft, message) => {
    expect(checkReview(draft)).toBe(message)
  })
  it('refuses, at the server, tags of the other kind or unknown ones', () => {
    expect(checkReviewTags(5, ['p1', 'p2'], tags)).toBeNull()
    expect(checkReviewTags(5, ['n1'], tags)).toBe(bookingApiMessages.reviewTagKind)
    expect(checkReviewTags(2, ['p1'], tags)).toBe(bookingApiMessages.reviewTagKind)
    expect(checkReviewTags(2, ['zz'], tags)).toBe(bookingApiMessages.reviewTagKind)
    expect(checkReviewTags(0, ['p1'], tags)).toBe(bookingMessages.rateFirst)
  })
})
