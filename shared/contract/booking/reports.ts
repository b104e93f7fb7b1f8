/**
 * Pick-up and return reports, the hirer's review of the supplier and the review tags
 * (spec part 2 sections 3, 5 and 7). Photos are uploaded first (POST /media-upload) and
 * their URLs sent here. At least one photo is required for products: the server applies
 * `checkReport` of shared/domain/booking/report-form.ts, which knows the item's kind.
 */
import { array, boolean, enums, integer, number, object, optional, size, string } from 'superstruct'
import { rule } from '../account/fields.ts'
import { cardIdField, paymentMethodField } from '../checkout/payments.ts'
import { id } from '../core/fields.ts'
import { mediaList, noteField } from './fields.ts'
import { bookingApiMessages, bookingMessages } from './messages.ts'

/** Review rating scale and tag rules (part 2 sections 5 and 9). */
export const reviewRules = {
  lowest: 1,
  highest: 5,
  /** from this rating the positive tags are offered, below it the negative ones */
  positiveFrom: 3,
  tagsShown: 6,
  maxTags: 20,
} as const

export type ReviewTagKind = 'POSITIVE' | 'NEGATIVE'

export interface ReviewTag {
  _id: string
  tagName: string
}

/** GET /user/reviews-tag */
export interface ReviewTagsData {
  POSITIVE: ReviewTag[]
  NEGATIVE: ReviewTag[]
}

/** A star rating: 0 or less means none was given. */
export function checkRating(rating: number): string | null {
  if (!Number.isFinite(rating) || rating <= 0) return bookingMessages.rateFirst
  return Number.isInteger(rating) && rating <= reviewRules.highest
    ? null
    : bookingApiMessages.ratingRange
}
/* @__NO_SIDE_EFFECTS__ */
const ratingField = () => rule(integer(), checkRating)

const chosenTag = object({ tagId: id(), tagName: size(string(), 1, 100) })

/** PUT /items/pickup */
export const pickUpReportBody = object({
  bookingId: id(),
  /** damage the listing did not mention */
  unmentionDamaged: boolean(),
  damageDescription: optional(noteField()),
  media: mediaList(),
})

/** At least $1, two decimals, and no more than $10,000. */
export function checkTipAmount(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 1) return bookingMessages.tipMinimum
  if (amount > 10_000) return bookingApiMessages.tipMaximum
  const cents = amount * 100
  return Math.abs(cents - Math.round(cents)) > 1e-6 ? bookingApiMessages.tipCents : null
}

/** PUT /items/return: the report, the review and an optional tip charged to a saved card. */
export const returnReportBody = object({
  bookingId: id(),
  anyDamaged: boolean(),
  damageDescription: optional(noteField()),
  media: mediaList(),
  review: optional(
    object({
      rating: ratingField(),
      reviewTags: size(array(chosenTag), 0, reviewRules.maxTags),
    }),
  ),
  tip: optional(
    object({
      tipAmount: rule(number(), checkTipAmount),
      cardId: cardIdField(),
      paymentMethod: paymentMethodField(),
    }),
  ),
})

/**
 * POST /user/review. Type 1: the hirer reviews the supplier (with tags); type 2: the
 * supplier reviews the hirer (part 3). The server takes item, supplier and hirer from the
 * booking; the other fields the spec lists are accepted and checked against it.
 */
export const reviewBody = object({
  bookingId: id(),
  type: enums([1, 2] as const),
  rating: ratingField(),
  comment: optional(size(string(), 0, 1000)),
  itemId: optional(id()),
  itemName: optional(size(string(), 0, 200)),
  supplierId: optional(id()),
  hirerId: optional(id()),
  reviewTags: optional(
    size(
      array(
        object({
          tagId: id(),
          name: optional(size(string(), 0, 100)),
          tagName: optional(size(string(), 0, 100)),
        }),
      ),
      0,
      reviewRules.maxTags,
    ),
  ),
})

export interface ReviewSavedData {
  _id: string
  rating: number
}
