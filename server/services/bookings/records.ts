/**
 * Booking rows as the API answers them (shared/contract/booking/records.ts): dollars, days
 * as epoch ms, the item as its card shows it. Pure mapping; the queries are in list.ts and
 * detail.ts.
 */
import type { BookingStatus, BookingType } from '../../../shared/contract/booking/fields.ts'
import type {
  BookingListItem,
  BookingRecord,
  ChangeRequestRecord,
} from '../../../shared/contract/booking/records.ts'
import type { ItemSummary, PriceTypeCode } from '../../../shared/contract/catalogue/catalogue.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import { balanceDue } from '../../../shared/domain/booking/schedule.ts'
import type { bookingChanges } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import type { BookingRow } from './access.ts'

export type ChangeRow = typeof bookingChanges.$inferSelect

export function toListItem(
  booking: BookingRow,
  card: ItemSummary,
  supplierName: string,
): BookingListItem {
  return {
    _id: booking.id,
    bookingStatus: booking.status as BookingStatus,
    bookingType: booking.bookingType as BookingType,
    item: {
      _id: card._id,
      itemName: card.itemName,
      media: card.media,
      itemCategoryType: card.itemCategoryType,
      price: card.price,
      bond: card.bond,
    },
    itemId: card._id,
    itemName: card.itemName,
    media: card.media,
    startDate: booking.startDate.getTime(),
    endDate: booking.endDate.getTime(),
    startTime: booking.startTime,
    endTime: booking.endTime,
    durationType: booking.durationType as PriceTypeCode,
    durationCount: booking.durationCount,
    durationCost: toDollars(booking.durationCostCents),
    totalCost: toDollars(booking.totalCents),
    isStandardBooking: booking.isStandard,
    supplierId: booking.supplierId,
    supplierName,
    created: booking.createdAt.toISOString(),
  }
}

/** A standard booking's second half still due before pick-up; 0 once paid or picked up. */
export function balanceDueCents(booking: BookingRow): number {
  if (!booking.isStandard || booking.pickedUpAt) return 0
  return balanceDue(booking.totalCents - booking.bondCents, booking.paidCents)
}

export function toChange(row: ChangeRow, booking: BookingRow): ChangeRequestRecord {
  return {
    startDate: booking.startDate.getTime(),
    endDate: row.endDate.getTime(),
    durationType: row.durationType as PriceTypeCode,
    durationCount: row.durationCount,
    durationCost: toDollars(row.durationCostCents),
    hireCost: toDollars(row.hireCents),
    securityDeposit: toDollars(row.securityDepositCents),
    totalCost: toDollars(row.totalCents),
    pendingAmount: toDollars(row.pendingCents),
    state: row.state as ChangeRequestRecord['state'],
    created: row.createdAt.toISOString(),
  }
}

interface Report {
  media?: string[]
  damaged?: boolean
  description?: string
}

interface CancelRequest {
  reason: string
  media: string[]
  requestedBy: 'HIRER' | 'SUPPLIER'
  created: string
}

type RecordMoney = Pick<
  BookingRecord,
  | 'hireCost'
  | 'bond'
  | 'securityDeposit'
  | 'paidAmount'
  | 'balanceDue'
  | 'bondCharged'
  | 'bondChargeDate'
  | 'discountApplied'
  | 'pricing'
  | 'bookCount'
  | 'numberOfPeople'
  | 'instantBooking'
  | 'tip'
  | 'damageDescription'
  | 'unmentionDamaged'
  | 'anyDamaged'
  | 'cancelItem'
  | 'dispute'
  | 'penaltyPaid'
  | 'refundedAmount'
>

/** The record's fields that come from the booking row alone. */
export function recordMoney(booking: BookingRow, absolute: Absolute): RecordMoney {
  const pickup = (booking.pickupReport ?? {}) as Report
  const back = (booking.returnReport ?? {}) as Report
  const cancel = booking.cancelRequest as CancelRequest | null
  const dispute = booking.dispute as { description: string; created: string } | null
  const bondCharged = booking.bondCents === 0 || booking.bondPaidCents >= booking.bondCents
  return {
    hireCost: toDollars(booking.amountCents),
    bond: toDollars(booking.bondCents),
    securityDeposit: toDollars(booking.securityDepositCents),
    paidAmount: toDollars(booking.paidCents),
    balanceDue: toDollars(balanceDueCents(booking)),
    bondCharged,
    bondChargeDate: bondCharged ? null : (booking.bondChargeAt?.getTime() ?? null),
    discountApplied: booking.discountApplied,
    pricing: {
      securityDeposit: toDollars(booking.securityDepositCents),
      referalDiscount: toDollars(booking.discountCents),
      totalPrice: toDollars(booking.totalCents),
    },
    bookCount: booking.units,
    numberOfPeople: booking.numberOfPeople,
    instantBooking: booking.bookingType === 'INSTANT',
    tip:
      booking.tipCents > 0
        ? {
            tipAmount: toDollars(booking.tipCents),
            cardId: booking.tipCardId ?? '',
            paymentMethod: 'STRIPE',
          }
        : null,
    damageDescription: back.description || pickup.description || '',
    unmentionDamaged: pickup.damaged === true,
    anyDamaged: back.damaged === true,
    cancelItem: cancel
      ? { ...cancel, media: (cancel.media ?? []).map((path) => absolute(path)) }
      : null,
    dispute: dispute ? { description: dispute.description, created: dispute.created } : null,
    penaltyPaid: toDollars(booking.penaltyPaidCents),
    refundedAmount: toDollars(booking.refundedCents + booking.bondRefundedCents),
  }
}
