/**
 * What a booking's screens offer at a given moment (spec part 2 section 4): the status
 * table's buttons with the time rules applied, the 'Request Change' button or the
 * 'N Days Left' label, and the settings menu's 'Cancel booking'.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'
import { bookingLabels, daysLeftLabel } from '../../contract/booking/messages.ts'
import { type ItemKindCode, itemKind } from '../../contract/catalogue/catalogue.ts'
import { DAY } from './period.ts'
import { pickUpOpen } from './schedule.ts'
import { type BookingAction, statusRow } from './status.ts'

export interface BookingMoment {
  bookingStatus: BookingStatus | string
  itemCategoryType: ItemKindCode
  isStandardBooking: boolean
  /** cents still due of a standard booking */
  balanceDueCents: number
  /** epoch ms of the start and the due time (period.ts startAt, endAt) */
  startAt: number
  endAt: number
}

/** Where a pressed button goes, now that the booking's own facts are known. */
export type ButtonTarget =
  | 'standardPayment'
  | 'confirmPickUp'
  | 'confirmReturn'
  | 'overdueTerms'
  | 'changePayment'
  | 'details'

export interface ButtonState {
  label: string
  enabled: boolean
  target: ButtonTarget | null
}

function target(action: BookingAction | null, booking: BookingMoment): ButtonTarget | null {
  if (action === 'overdue') return 'overdueTerms'
  if (action === 'changePayment') return 'changePayment'
  if (action === 'return') return 'confirmReturn'
  if (action === 'pickUp') {
    return booking.isStandardBooking && booking.balanceDueCents > 0
      ? 'standardPayment'
      : 'confirmPickUp'
  }
  return null
}

/**
 * The detail's main button. Pick-up (and the standard payment before it) opens 24 hours
 * before the start; payments and returns are always open.
 */
export function mainButton(booking: BookingMoment, now: number): ButtonState | null {
  const button = statusRow(booking.bookingStatus).button
  if (!button) return null
  const to = target(button.action, booking)
  const timely = button.action !== 'pickUp' || pickUpOpen(booking.startAt, now)
  return { label: button.label, enabled: button.enabled && timely, target: to }
}

/** The list card's button: an experience's 'Pick up' reads 'See Details' and opens the detail. */
export function listButton(booking: BookingMoment, now: number): ButtonState | null {
  const button = statusRow(booking.bookingStatus).listButton
  if (!button) return null
  if (button.action === 'pickUp' && booking.itemCategoryType === itemKind.experience) {
    return { label: bookingLabels.seeDetails, enabled: true, target: 'details' }
  }
  const timely = button.action !== 'pickUp' || pickUpOpen(booking.startAt, now)
  return {
    label: button.label,
    enabled: button.enabled && timely,
    target: target(button.action, booking),
  }
}

/** Whole days until the due time, counting a started day; 0 once it has passed. */
export function daysLeft(endAt: number, now: number): number {
  return endAt > now ? Math.ceil((endAt - now) / DAY) : 0
}

export type HeaderAction =
  | { kind: 'requestChange'; label: string }
  | { kind: 'daysLeft'; days: number; label: string }

/** 'Request Change' while a change is allowed, else 'N Days Left' until the due time. */
export function headerAction(booking: BookingMoment, now: number): HeaderAction | null {
  const row = statusRow(booking.bookingStatus)
  if (row.change) return { kind: 'requestChange', label: bookingLabels.requestChange }
  if (row.list === 'history' || booking.endAt <= now) return null
  const days = daysLeft(booking.endAt, now)
  return { kind: 'daysLeft', days, label: daysLeftLabel(days) }
}

/** 'Cancel booking' in the settings menu. */
export function canCancel(status: BookingStatus | string): boolean {
  return statusRow(status).cancel
}

/** 'Request Change'. */
export function canChange(status: BookingStatus | string): boolean {
  return statusRow(status).change
}
