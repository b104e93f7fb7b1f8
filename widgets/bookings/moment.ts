/**
 * A booking as the status rules read it (shared/domain/booking/actions.ts): its status,
 * kind, start and due instants, and what a standard booking still owes.
 */
import type { BookingListItem, BookingRecord } from '../../shared/contract/booking/records.ts'
import { itemKind } from '../../shared/contract/catalogue/catalogue.ts'
import {
  type BookingMoment,
  type ButtonState,
  listButton,
} from '../../shared/domain/booking/actions.ts'
import { toCents } from '../../shared/domain/booking/money.ts'
import { endAt, startAt } from '../../shared/domain/booking/period.ts'

export function bookingMoment(booking: BookingListItem | BookingRecord): BookingMoment {
  const due = 'balanceDue' in booking ? toCents(booking.balanceDue ?? 0) : 0
  return {
    bookingStatus: booking.bookingStatus,
    itemCategoryType: booking.item?.itemCategoryType ?? itemKind.product,
    isStandardBooking: Boolean(booking.isStandardBooking),
    balanceDueCents: due,
    startAt: startAt(booking),
    endAt: endAt(booking),
  }
}

/**
 * The list card's button. A list row does not say whether a standard booking's balance is
 * still due, so its 'Pick up' opens the detail, whose main button knows.
 */
export function cardButton(booking: BookingListItem, now: number): ButtonState | null {
  const button = listButton(bookingMoment(booking), now)
  if (button?.target === 'confirmPickUp' && booking.isStandardBooking) {
    return { ...button, target: 'details' }
  }
  return button
}
