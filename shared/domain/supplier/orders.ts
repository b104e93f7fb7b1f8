/**
 * The supplier's orders (spec part 3 sections 2.2, 2.3 and 4): which statuses each tab
 * shows, which bookings wait for the supplier, where a card leads, which tag style it
 * wears, and when Accept and Decline are enabled. The server lists with the same tables.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'
import type { OrderType } from '../../contract/supplier/calls.ts'
import type { TagStyle } from '../booking/status.ts'
import { statusTag } from '../booking/status-tags.ts'

/** Statuses that move with the booking's change request, before or after pick-up. */
export const changeStatuses: BookingStatus[] = [
  'CHANGE_REQUEST',
  'CHANGE_APPROVED',
  'CHANGE_PAYMENT',
  'CHANGE_DECLINED',
  'PAYMENT_REQUIRED',
]

/**
 * Each tab's statuses. A booking in a change status is Active once picked up, Upcoming
 * before (`pickedUp` decides; see orderTab).
 */
export const tabStatuses: Record<Exclude<OrderType, 'ALL' | 'AWAITING'>, BookingStatus[]> = {
  ACTIVE: ['ACTIVE', 'OVER_DUE', 'RETRUNED'],
  UPCOMMING: ['APPROVED', 'VERIFIED', 'PENDING_CANCELATION'],
  HISTORY: ['COMPLETED', 'CANCELED', 'DECLINED', 'EXPIRED', 'MISSING'],
}

/** The tab a booking belongs to (REQUESTED belongs to none but All and Awaiting). */
export function orderTab(status: BookingStatus, pickedUp: boolean): OrderType {
  if (changeStatuses.includes(status)) return pickedUp ? 'ACTIVE' : 'UPCOMMING'
  for (const [tab, statuses] of Object.entries(tabStatuses)) {
    if (statuses.includes(status)) return tab as OrderType
  }
  return 'AWAITING'
}

export interface AwaitingFacts {
  bookingStatus: BookingStatus | string
  /** who asked to cancel, when a cancellation is pending */
  cancelRequestedBy?: 'HIRER' | 'SUPPLIER' | null
}

/**
 * Whether the booking waits for its supplier: a request, a change request, a return to
 * confirm, or the hirer's cancel request (the database's partial index holds the same).
 */
export function awaitsSupplier(order: AwaitingFacts): boolean {
  const status = order.bookingStatus
  if (status === 'PENDING_CANCELATION') return order.cancelRequestedBy === 'HIRER'
  return status === 'REQUESTED' || status === 'CHANGE_REQUEST' || status === 'RETRUNED'
}

export interface CardFacts {
  _id: string
  itemId: string
  bookingStatus: BookingStatus | string
  bookingType: 'INSTANT' | 'NON_INSTANT' | string
}

export type CardTarget =
  | { kind: 'link'; href: string }
  /** the awaiting screen's review modal, or the instant booking's on the Upcoming tab */
  | { kind: 'review'; bookingId: string }

/** Where a click on an order card leads (section 2.2, and 2.3 for the awaiting screen). */
export function cardTarget(order: CardFacts, tab: OrderType): CardTarget {
  const id = encodeURIComponent(order._id)
  if (order.bookingStatus === 'PENDING_CANCELATION') {
    return { kind: 'link', href: `/listing/cancel-item-req-accept/${id}` }
  }
  if (order.bookingStatus === 'CHANGE_REQUEST' && tab !== 'AWAITING') {
    return { kind: 'link', href: `/insurance-claim/${id}` }
  }
  if (order.bookingStatus === 'RETRUNED') return { kind: 'link', href: `/insurance-claim/${id}` }
  if (tab === 'AWAITING') return { kind: 'review', bookingId: order._id }
  if (tab === 'UPCOMMING' && order.bookingType === 'INSTANT') {
    return { kind: 'review', bookingId: order._id }
  }
  return { kind: 'link', href: `/equipments/${encodeURIComponent(order.itemId)}` }
}

/** Tag style (section 4): approved for APPROVED, VERIFIED, ACTIVE; returned not-verified. */
export function orderTagStyle(status: BookingStatus | string): TagStyle {
  if (status === 'APPROVED' || status === 'VERIFIED' || status === 'ACTIVE') return 'approved'
  if (status === 'RETRUNED') return 'notVerified'
  return 'requested'
}

/** The tag's text, from the status tags alone (not the status table: first load). */
export const orderTagText = (status: BookingStatus | string) => statusTag(status)

export interface Decisions {
  /** whether Accept and Decline are enabled */
  enabled: boolean
  /** instant bookings: decline only */
  acceptShown: boolean
  accept: 'APPROVED' | 'APPROVE'
  decline: 'DECLINED' | 'DECLINE'
}

/**
 * The review modal's buttons: enabled only for REQUESTED and CHANGE_REQUEST, which answer
 * APPROVED/DECLINED and APPROVE/DECLINE; an approved instant booking can only be declined.
 */
export function decisionsFor(order: Pick<CardFacts, 'bookingStatus' | 'bookingType'>): Decisions {
  const change = order.bookingStatus === 'CHANGE_REQUEST'
  const words = change
    ? ({ accept: 'APPROVE', decline: 'DECLINE' } as const)
    : ({ accept: 'APPROVED', decline: 'DECLINED' } as const)
  if (order.bookingType === 'INSTANT' && order.bookingStatus === 'APPROVED') {
    return { enabled: true, acceptShown: false, ...words }
  }
  const enabled = order.bookingStatus === 'REQUESTED' || change
  return { enabled, acceptShown: true, ...words }
}

/** 'Make an insurance claim': once the item is back and no claim exists yet. */
export function canClaimInsurance(order: {
  bookingStatus: string
  insuranceStatus: string | null
}): boolean {
  return (
    (order.bookingStatus === 'RETRUNED' || order.bookingStatus === 'COMPLETED') &&
    !order.insuranceStatus
  )
}

/** 'Confirm Item return': only while the booking is returned. */
export const canConfirmReturn = (order: { bookingStatus: string }) =>
  order.bookingStatus === 'RETRUNED'

/** 'Manage Listings' looks disabled unless the guest flag is '0'. */
export const manageListingsEnabled = (guestFlag: string | null | undefined) => guestFlag === '0'
