/**
 * GET /booking/{id}: the whole booking record for its hirer or the item's supplier, with
 * the item's card, the people, the pick-up place and hours, change requests, the hirer's
 * review, related items and the distance from the point sent.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import type { ReviewTagKind } from '../../../shared/contract/booking/reports.ts'
import { bookingDates } from '../../../shared/domain/booking/period.ts'
import type { Db } from '../../db/connect.ts'
import { bookingChanges, bookings, items, reviews, reviewTags, users } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { bookingPerson, displayName, ratingOrNull, userTypeOf } from '../account/people.ts'
import type { Point } from '../catalogue/geo.ts'
import { itemCards } from '../catalogue/item-cards.ts'
import { openingOf } from '../catalogue/item-detail.ts'
import { itemsLikeItem, sliderOptions } from '../catalogue/item-lists.ts'
import { listedItemCount } from '../catalogue/public-profile.ts'
import { periodOf, requireRole } from './access.ts'
import { recordMoney, toChange, toListItem } from './records.ts'

const relatedShown = 5

function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h))) * 100) / 100
}

/** The hirer's review of this booking, with each tag's id and list. */
async function hirerReview(db: Db, bookingId: string): Promise<BookingRecord['review']> {
  const [review] = await db
    .select({ rating: reviews.rating, tags: reviews.reviewTags })
    .from(reviews)
    .where(and(eq(reviews.bookingId, bookingId), eq(reviews.type, 1)))
    .limit(1)
  if (!review) return null
  const names = (review.tags as string[] | null) ?? []
  const known = names.length
    ? await db.select().from(reviewTags).where(inArray(reviewTags.name, names))
    : []
  const byName = new Map(known.map((tag) => [tag.name, tag]))
  return {
    rating: review.rating,
    reviewTags: names.flatMap((name) => {
      const tag = byName.get(name)
      return tag ? [{ tagId: tag.id, tagName: name, kind: tag.kind as ReviewTagKind }] : []
    }),
  }
}

export async function bookingDetail(
  db: Db,
  bookingId: string,
  viewer: { userId: string; point?: Point },
  absolute: Absolute,
): Promise<BookingRecord> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1)
  if (!booking) throw notFound(bookingApiMessages.bookingNotFound)
  requireRole(booking, viewer.userId)
  const [[row], [supplier], [hirer], changes, review, related, listed] = await Promise.all([
    itemCards(db, [{ id: booking.itemId, distance: null }], viewer.userId, absolute),
    db.select().from(users).where(eq(users.id, booking.supplierId)),
    db.select().from(users).where(eq(users.id, booking.hirerId)),
    db
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.bookingId, booking.id))
      .orderBy(asc(bookingChanges.createdAt)),
    hirerReview(db, booking.id),
    itemsLikeItem(db, booking.itemId, sliderOptions(relatedShown, viewer), absolute),
    listedItemCount(db, booking.supplierId),
  ])
  const [item] = await db.select().from(items).where(eq(items.id, booking.itemId))
  if (!row || !supplier || !hirer || !item) throw notFound(bookingApiMessages.bookingNotFound)
  const { card } = row
  const supplierName = displayName(supplier)
  return {
    ...toListItem(booking, card, supplierName),
    ...recordMoney(booking, absolute),
    itemDescription: item.itemDescription,
    itemConditionNotes: item.itemConditionNotes,
    bookingDates: bookingDates(periodOf(booking)),
    bookMarked: card.bookMarked,
    rating: card.rating,
    reviewTag: card.reviewTag,
    distance: viewer.point ? kmBetween(viewer.point, item) : null,
    supplierDetail: {
      profilePicture: absolute(supplier.profilePicture),
      userType: userTypeOf(supplier),
      rating: ratingOrNull(supplier.rating, supplier.reviewCount),
      totalHireItem: listed,
      firstName: supplier.firstName,
      lastName: supplier.lastName,
      companyName: supplier.companyName ?? '',
    },
    hirerId: bookingPerson(hirer, absolute),
    pickUpLocation: {
      address: item.address,
      city: item.city,
      coordinates: [item.longitude, item.latitude],
      latitude: item.latitude,
      longitude: item.longitude,
    },
    pickUpDaysAndTime: openingOf(item, supplier.hours),
    relatedItems: related?.list ?? [],
    changeRequest: changes.map((change) => toChange(change, booking)),
    review,
  }
}
