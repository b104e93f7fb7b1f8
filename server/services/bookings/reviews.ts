/**
 * Review tags and reviews on a booking (spec part 2 sections 5 and 7, part 3). Type 1: the
 * hirer reviews the supplier, with tags from the list the rating offers (review.ts of
 * shared/domain); type 2: the supplier reviews the hirer. Once per booking and type, after
 * the return. The reviewee's rating and review count move with each review.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { ReviewTagKind, ReviewTagsData } from '../../../shared/contract/booking/reports.ts'
import { supplierMessages } from '../../../shared/contract/supplier/messages.ts'
import { checkReviewTags } from '../../../shared/domain/booking/review.ts'
import { reviewableStatuses } from '../../../shared/domain/booking/status.ts'
import type { Db } from '../../db/connect.ts'
import { reviews, reviewTags, users } from '../../db/schema.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { notifyOther } from '../notifications/booking-events.ts'
import { currentStatus, type Loaded, requireRole } from './access.ts'

export async function reviewTagLists(db: Db): Promise<ReviewTagsData> {
  const rows = await db.select().from(reviewTags).orderBy(asc(reviewTags.name))
  const of = (kind: ReviewTagKind) =>
    rows.filter((tag) => tag.kind === kind).map((tag) => ({ _id: tag.id, tagName: tag.name }))
  return { POSITIVE: of('POSITIVE'), NEGATIVE: of('NEGATIVE') }
}

export interface ReviewInput {
  userId: string
  type: 1 | 2
  rating: number
  comment: string
  tagIds: string[]
}

/** Writes the review of a locked booking; answers its id. */
export async function writeReview(tx: Db, loaded: Loaded, input: ReviewInput): Promise<string> {
  const { booking } = loaded
  requireRole(booking, input.userId, input.type === 1 ? 'hirer' : 'supplier')
  // The supplier's review of the hirer needs its comment (spec part 3 section 5).
  if (input.type === 2 && !input.comment.trim()) throw badRequest(supplierMessages.commentRequired)
  if (!reviewableStatuses.includes(currentStatus(booking))) {
    throw badRequest(bookingApiMessages.reviewTooEarly)
  }
  let tagNames: string[] = []
  if (input.type === 1) {
    const lists = await reviewTagLists(tx)
    const problem = checkReviewTags(input.rating, input.tagIds, lists)
    if (problem) throw badRequest(problem)
    const names = new Map(
      [...lists.POSITIVE, ...lists.NEGATIVE].map((tag) => [tag._id, tag.tagName]),
    )
    tagNames = [...new Set(input.tagIds)].map((id) => names.get(id) ?? '')
  }
  const [existing] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, booking.id), eq(reviews.type, input.type)))
    .limit(1)
  if (existing) throw conflict(bookingApiMessages.alreadyReviewed)
  const revieweeId = input.type === 1 ? booking.supplierId : booking.hirerId
  const [review] = await tx
    .insert(reviews)
    .values({
      revieweeId,
      reviewerId: input.userId,
      itemId: booking.itemId,
      bookingId: booking.id,
      type: input.type,
      rating: input.rating,
      comment: input.comment.trim(),
      reviewTags: tagNames,
    })
    .returning({ id: reviews.id })
  await tx
    .update(users)
    .set({
      rating: sql`(${users.rating} * ${users.reviewCount} + ${input.rating}) / (${users.reviewCount} + 1)`,
      reviewCount: sql`${users.reviewCount} + 1`,
    })
    .where(eq(users.id, revieweeId))
  await notifyOther(tx, booking, input.userId, 'REVIEW')
  return review?.id ?? ''
}
