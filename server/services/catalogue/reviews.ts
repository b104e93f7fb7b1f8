/** GET /user/reviews: what others wrote about a user, newest first. */
import { desc, eq } from 'drizzle-orm'
import type { Review, ReviewsData, ReviewType } from '../../../shared/contract/supplier/profiles.ts'
import type { Db } from '../../db/connect.ts'
import { items, reviews, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { personCard, ratingOrNull } from '../account/people.ts'
import { countRows } from '../count.ts'

export async function userReviews(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
  absolute: Absolute,
): Promise<ReviewsData | null> {
  const [reviewee] = await db
    .select({ rating: users.rating, reviewCount: users.reviewCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!reviewee) return null
  const where = eq(reviews.revieweeId, userId)
  const [rows, total] = await Promise.all([
    db
      .select({ review: reviews, reviewer: users, itemName: items.itemName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .leftJoin(items, eq(items.id, reviews.itemId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, reviews, where),
  ])
  const list = rows.map(({ review, reviewer, itemName }): Review => {
    const card = personCard(reviewer, absolute)
    return {
      _id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewer: card,
      userData: { name: card.name, profilePicture: card.profilePicture },
      type: (review.type === 2 ? 2 : 1) as ReviewType,
      reviewTags: ((review.reviewTags as string[] | null) ?? []).map((tagName) => ({ tagName })),
      itemId: review.itemId,
      itemName,
      created: review.createdAt.toISOString(),
    }
  })
  return {
    list,
    total,
    rating: ratingOrNull(reviewee.rating, reviewee.reviewCount),
  }
}
