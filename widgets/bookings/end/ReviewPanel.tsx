/**
 * /booking/ratting, 'Review completed order' (spec part 2 sections 2, 5 and 8): the
 * supplier card, the star rating and the review tags (loaded once), and 'Leave Review',
 * which keeps the review in the ReturnPickup wizard and continues to /booking/tip (the
 * review is sent with the return). Without the wizard the hirer goes to /booking/current;
 * when the tags cannot be loaded the error shows, the wizard ends and the hirer goes to
 * /booking/current after 0.5 seconds.
 */
import { useEffect, useState } from 'react'
import type { ReviewTag } from '../../../shared/contract/booking/reports.ts'
import type { ReviewDraft } from '../../../shared/domain/booking/review.ts'
import { type ReturnEnd, readReturnEnd } from '../../../shared/stores/booking/return-flow.ts'
import { endReturnPickup, saveReturnReview } from '../../../shared/stores/booking/return-wizard.ts'
import { $reviewTags, loadReviewTags } from '../../../shared/stores/booking/review-tags.ts'
import { useStore } from '../../runtime/use-store.ts'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import { type StepProps, signedInStep } from './Frame.tsx'
import { paths } from './paths.ts'
import { RatingForm } from './RatingForm.tsx'
import { BookingProblem } from './States.tsx'
import { SupplierCard } from './SupplierCard.tsx'
import { useBooking } from './use-booking.ts'

export const tagFailureDelayMs = 500

export const ReviewPanel = signedInStep(ReviewStep, ReviewSkeleton)

function ReviewStep({ navigate }: StepProps) {
  const [end] = useState<ReturnEnd | null>(readReturnEnd)
  const tags = useStore($reviewTags)
  const booking = useBooking(end?.data.bookingId ?? null, navigate)
  useEffect(() => {
    if (!end) navigate(paths.current, true)
    else void loadReviewTags()
  }, [])
  const tagFailure = tags.status === 'error' ? tags.message : null
  useEffect(() => {
    if (tagFailure === null) return
    endReturnPickup()
    const timer = setTimeout(() => navigate(paths.current, true), tagFailureDelayMs)
    return () => clearTimeout(timer)
  }, [tagFailure])

  if (!end) return null
  if (tagFailure !== null) return <BookingProblem message={tagFailure} />
  if (booking.status === 'error') return <BookingProblem message={booking.message} />
  if (tags.status !== 'ready' || booking.status !== 'ready') return <ReviewSkeleton />
  const review = end.data.review
  const initial: ReviewDraft | undefined = review
    ? { rating: review.rating, tagIds: review.reviewTags.map((tag) => tag.tagId) }
    : undefined
  const submit = (draft: ReviewDraft, chosen: ReviewTag[]) => {
    saveReturnReview({
      rating: draft.rating,
      reviewTags: chosen.map((tag) => ({ tagId: tag._id, tagName: tag.tagName })),
    })
    navigate(paths.tip)
  }
  return (
    <section className="end-section" aria-label="Your review">
      <SupplierCard booking={booking.booking} />
      <RatingForm tags={tags.tags} initial={initial} onSubmit={submit} />
    </section>
  )
}

export function ReviewSkeleton() {
  return (
    <LoadingStatus className="end-section">
      <Skeleton height="3.5rem" width="60%" />
      <Skeleton height="2.75rem" width="14rem" />
      <Skeleton height="2.75rem" count={2} />
    </LoadingStatus>
  )
}

export default ReviewPanel
