/**
 * A booking's period. Days are epoch ms at the hirer's local midnight of the first and
 * last day, both included; times are minutes from midnight, and make a same-day booking
 * hourly or half day. Day counts round the difference of two midnights, so a daylight
 * saving change (a 23- or 25-hour day) never changes them.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const minutesPerDay = 1440
/** Where a booking ends when no return time is given: the default end-of-day slot. */
export const endOfDaySlot = 23 * 60 + 45

export interface BookingPeriod {
  startDate: number
  endDate: number
  startTime?: number | null
  endTime?: number | null
}

/** Calendar days from one local midnight to another (negative when `to` is earlier). */
export function calendarDays(from: number, to: number): number {
  return Math.round((to - from) / DAY)
}

const isMinutes = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isInteger(value) && value >= 0 && value <= 1440)

/** 'Please select the proper date.' for an incomplete or backwards period, else null. */
export function checkPeriod(period: BookingPeriod): string | null {
  const { startDate, endDate, startTime, endTime } = period
  if (!Number.isFinite(startDate) || !Number.isFinite(endDate)) return bookingMessages.properDate
  if (!isMinutes(startTime) || !isMinutes(endTime)) return bookingMessages.properDate
  const days = calendarDays(startDate, endDate)
  if (days < 0) return bookingMessages.properDate
  const timed = startTime != null || endTime != null
  if (days === 0 && timed && (startTime == null || endTime == null || endTime <= startTime)) {
    return bookingMessages.properDate
  }
  return null
}

/**
 * How long the hire lasts, in minutes: the time between the two times on a same-day
 * booking with times, else whole days (first and last included).
 */
export function hireMinutes(period: BookingPeriod): number | null {
  if (checkPeriod(period)) return null
  const days = calendarDays(period.startDate, period.endDate)
  if (days === 0 && period.startTime != null && period.endTime != null) {
    return period.endTime - period.startTime
  }
  return (days + 1) * minutesPerDay
}

/** Whole days of the hire, first and last included (1 for a same-day booking). */
export function hireDays(period: BookingPeriod): number {
  return calendarDays(period.startDate, period.endDate) + 1
}

/** When the hire starts: the pick-up time on the first day, else its midnight. */
export function startAt(period: BookingPeriod): number {
  return period.startDate + (period.startTime ?? 0) * MINUTE
}

/** When the item is due back: the return time on the last day, else 23:45. */
export function endAt(period: BookingPeriod): number {
  return period.endDate + (period.endTime ?? endOfDaySlot) * MINUTE
}

/** Every day of the hire, as epoch-ms midnights. */
export function bookingDates(period: BookingPeriod): number[] {
  const days = calendarDays(period.startDate, period.endDate)
  return Array.from({ length: Math.max(0, days) + 1 }, (_, index) => period.startDate + index * DAY)
}
