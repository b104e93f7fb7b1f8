/**
 * What the booking calls answer (spec part 2 section 3, "Booking record"; part 3 for the
 * supplier's view). Money in dollars with two decimals; days as epoch ms at local
 * midnight, times as minutes from midnight.
 *
 * Answers by call: checkout `CheckoutData`; list `BookingListData`; detail `BookingRecord`;
 * change request `ChangeRequestData`; pick-up, return without a tip, cancel request, cancel
 * decision, dispute, change decision and approveOrDecline `BookingStatusData`; pick-up
 * payment, overdue charge, change payment and a return with a tip `BookingPaymentData`;
 * reviews-tag `ReviewTagsData`; review `ReviewSavedData` (both in `booking-reports.ts`).
 */

import type {
  ItemKindCode,
  ItemSummary,
  Media,
  Price,
  PriceTypeCode,
} from '../catalogue/catalogue.ts'
import type { PickUpSlot } from '../catalogue/items.ts'
import type { PaymentMethod } from '../checkout/payments.ts'
import type { ListData } from '../core/envelope.ts'
import type { BookingStatus, BookingType } from './fields.ts'
import type { ReviewTagKind } from './reports.ts'

export interface BookingItemSummary {
  _id: string
  itemName: string
  media: Media[]
  itemCategoryType: ItemKindCode
  price: Price[]
  bond: number
}

export interface ChangeRequestRecord {
  startDate: number
  endDate: number
  durationType: PriceTypeCode
  durationCount: number
  /** price of one unit of durationType */
  durationCost: number
  hireCost: number
  securityDeposit: number
  totalCost: number
  /** what the hirer pays once the supplier approves (0 when nothing) */
  pendingAmount: number
  /** pending, approved, declined or paid */
  state: 'PENDING' | 'APPROVED' | 'DECLINED' | 'PAID'
  created: string
}

export interface SupplierDetail {
  profilePicture: string
  userType: 'INDIVIDUAL' | 'BUSINESS'
  rating: number | null
  totalHireItem: number
  firstName: string
  lastName: string
  companyName: string
}

export interface BookingPerson {
  _id: string
  firstName: string
  lastName: string
  profilePicture: string
  rating: number | null
  reviewCount: number
}

/** One card of the Current or History list. */
export interface BookingListItem {
  _id: string
  bookingStatus: BookingStatus
  bookingType: BookingType
  item: BookingItemSummary
  itemId: string
  itemName: string
  media: Media[]
  startDate: number
  endDate: number
  startTime: number | null
  endTime: number | null
  durationType: PriceTypeCode
  durationCount: number
  durationCost: number
  totalCost: number
  isStandardBooking: boolean
  supplierId: string
  /** a business's company name, else first and last name */
  supplierName: string
  /** 'Registered on' */
  created: string
}

export type BookingListData = ListData<BookingListItem>

export interface BookingRecord extends BookingListItem {
  itemDescription: string
  itemConditionNotes: string
  hireCost: number
  bond: number
  securityDeposit: number
  /** everything charged so far for the hire (bond and tip not included) */
  paidAmount: number
  /** a standard booking's second half, due at pick-up (0 once paid) */
  balanceDue: number
  /** whether the bond is already charged, and when it will be otherwise */
  bondCharged: boolean
  bondChargeDate: number | null
  discountApplied: boolean
  pricing: { securityDeposit: number; referalDiscount: number; totalPrice: number }
  /** every day of the hire, epoch ms */
  bookingDates: number[]
  bookCount: number
  numberOfPeople: number | null
  instantBooking: boolean
  bookMarked: boolean
  rating: number | null
  reviewTag: string
  /** kilometres from the point sent, else null */
  distance: number | null
  supplierDetail: SupplierDetail
  hirerId: BookingPerson
  pickUpLocation: {
    address: string
    city: string
    /** [longitude, latitude] */
    coordinates: [number, number]
    latitude: number
    longitude: number
  }
  pickUpDaysAndTime: PickUpSlot[]
  relatedItems: ItemSummary[]
  changeRequest: ChangeRequestRecord[]
  tip: { tipAmount: number; cardId: string; paymentMethod: PaymentMethod } | null
  review: {
    rating: number
    reviewTags: { tagId: string; tagName: string; kind: ReviewTagKind }[]
  } | null
  damageDescription: string
  unmentionDamaged: boolean
  anyDamaged: boolean
  cancelItem: {
    reason: string
    media: string[]
    requestedBy: 'HIRER' | 'SUPPLIER'
    created: string
  } | null
  dispute: { description: string; created: string } | null
  /** overdue penalty paid so far */
  penaltyPaid: number
  /** hire and bond refunded so far (cancellation, decline, the bond after the return) */
  refundedAmount: number
}

/** POST /booking/checkout */
export interface CheckoutData {
  bookingId: string
  bookingStatus: BookingStatus
  bookingType: BookingType
  totalCost: number
  /** charged now */
  paidAmount: number
  /** a standard booking's second half */
  balanceDue: number
  /** the bond, when charged later (the booking is more than 7 days away) */
  bondLater: number
  bondChargeDate: number | null
}

/** What a cancellation, a decline or an expiry gave back (dollars). */
export interface RefundSummary {
  /** full: more than 48 hours before pick-up (or never approved); partial: 24 to 48 hours */
  tier: 'full' | 'partial' | 'none'
  refunded: number
  kept: number
  bondRefunded: number
}

/** Answer of a call that only moves a booking on (reports, decisions, cancel, dispute). */
export interface BookingStatusData {
  bookingId: string
  bookingStatus: BookingStatus
  /** when the call gave money back: a cancellation, a decline, a completed return's bond */
  refund?: RefundSummary
}

/** Answer of a payment-taking call. */
export interface BookingPaymentData extends BookingStatusData {
  /** dollars charged by this call */
  charged: number
  /** the hire paid so far */
  paidAmount: number
  paymentId: string
}

/** POST /booking/change/request */
export interface ChangeRequestData extends BookingStatusData {
  changeRequest: ChangeRequestRecord
}
