/**
 * $reviewTags: GET /user/reviews-tag, loaded once per page (spec part 2 section 7: "Review
 * and other screens load tags once"); a failure can be tried again.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { ReviewTagsData } from '../../contract/booking/reports.ts'

export type ReviewTagsState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; tags: ReviewTagsData }
  | { status: 'error'; message: string }

export const $reviewTags = atom<ReviewTagsState>({ status: 'idle' })

let pending: Promise<ReviewTagsState> | null = null

export function loadReviewTags(): Promise<ReviewTagsState> {
  const now = $reviewTags.get()
  if (now.status === 'ready') return Promise.resolve(now)
  if (pending) return pending
  $reviewTags.set({ status: 'loading' })
  pending = api
    .get<ReviewTagsData>(bookingCalls.reviewTags.path, { auth: 'auto' })
    .then(
      (data): ReviewTagsState => ({
        status: 'ready',
        tags: { POSITIVE: data?.POSITIVE ?? [], NEGATIVE: data?.NEGATIVE ?? [] },
      }),
      (error: unknown): ReviewTagsState => ({ status: 'error', message: messageOf(error) }),
    )
    .then((state) => {
      $reviewTags.set(state)
      pending = null
      return state
    })
  return pending
}
