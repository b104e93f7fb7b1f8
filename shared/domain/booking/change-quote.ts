/**
 * Change requests (spec part 2 sections 4, 5 and 9): the start stays, the end moves later,
 * and step 2 compares the old and new cost. The new period is priced like a new checkout
 * (its own duration tier), never below what the booking already costs. A standard booking
 * whose second half is still due at pick-up pays half of the new total less half of the
 * old total (bond aside, as it is never split); otherwise the full difference.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { type PricedItem, securityDeposit } from './checkout.ts'
import { hireLimitProblem } from './hire-limits.ts'
import { splitHalf } from './money.ts'
import { type BookingPeriod, calendarDays, hireMinutes } from './period.ts'
import { type HireQuote, quoteHire } from './price.ts'

/** The dates picked in step 1; null while the range is incomplete. */
export interface PickedDates {
  startDate: number | null
  endDate: number | null
}

/** Step 1's checks, in the order the screen shows them. */
export function checkChangeDates(booking: BookingPeriod, picked: PickedDates): string | null {
  if (picked.startDate === null || picked.endDate === null) return bookingMessages.properDate
  if (calendarDays(booking.startDate, picked.startDate) !== 0) {
    return bookingMessages.startDateChanged
  }
  if (calendarDays(booking.endDate, picked.endDate) < 1) return bookingMessages.periodNotLonger
  return null
}

export interface ChangeBooking {
  period: BookingPeriod
  quantity: number
  hireCents: number
  securityDepositCents: number
  /** what the booking costs in all (bond included, discount taken off) */
  totalCents: number
  bondCents: number
  standard: boolean
  /** a standard booking's second half was paid (at pick-up) */
  balancePaid: boolean
}

export interface ChangeQuote {
  period: BookingPeriod
  hire: HireQuote
  hireCents: number
  securityDepositCents: number
  totalCents: number
  /** new total less old total */
  differenceCents: number
  /** what the hirer pays once the supplier approves */
  pendingCents: number
}

export type ChangeResult = { ok: true; quote: ChangeQuote } | { ok: false; message: string }

export function quoteChange(
  item: PricedItem,
  booking: ChangeBooking,
  picked: PickedDates,
): ChangeResult {
  const problem = checkChangeDates(booking.period, picked)
  if (problem) return { ok: false, message: problem }
  const period: BookingPeriod = { ...booking.period, endDate: picked.endDate as number }
  const outsideLimits = hireLimitProblem(item, hireMinutes(period) ?? 0)
  if (outsideLimits) return { ok: false, message: outsideLimits }
  const hire = quoteHire(item.price, hireMinutes(period) ?? 0, booking.quantity)
  if (!hire) return { ok: false, message: bookingMessages.properDate }
  const hireCents = Math.max(hire.hireCents, booking.hireCents)
  const securityDepositCents = Math.max(
    securityDeposit(hireCents, item.isInsuranceAvailable),
    booking.securityDepositCents,
  )
  const differenceCents =
    hireCents + securityDepositCents - booking.hireCents - booking.securityDepositCents
  const totalCents = booking.totalCents + differenceCents
  const firstHalf = (total: number) => splitHalf(total - booking.bondCents).first
  const pendingCents =
    booking.standard && !booking.balancePaid
      ? firstHalf(totalCents) - firstHalf(booking.totalCents)
      : differenceCents
  return {
    ok: true,
    quote: {
      period,
      hire,
      hireCents,
      securityDepositCents,
      totalCents,
      differenceCents,
      pendingCents,
    },
  }
}
