/**
 * When money is taken (spec part 2 sections 4 and 9). The booking amount is the total less
 * the bond. Pay in full (the default) takes it now; a standard deposit takes half now and
 * half at pick-up. The bond is never split: it is charged now, or, when the booking starts
 * more than 7 days from now, 7 days before the start. Pick-up opens 24 hours before the
 * start.
 */
import { splitHalf } from './money.ts'
import { DAY, HOUR } from './period.ts'

export const bondLeadMs = 7 * DAY
export const pickUpWindowMs = 24 * HOUR

/** More than 7 days away: only the booking amount now, the bond later. */
export function bondDeferred(startAt: number, now: number): boolean {
  return startAt - now > bondLeadMs
}

/** When a deferred bond is charged. */
export function bondChargeAt(startAt: number): number {
  return startAt - bondLeadMs
}

/** Pick-up (and the main detail button) opens 24 hours before the start. */
export function pickUpOpen(startAt: number, now: number): boolean {
  return now >= startAt - pickUpWindowMs
}

export interface PaymentPlan {
  /** charged at checkout */
  nowCents: number
  /** a standard booking's second half, charged at pick-up */
  atPickUpCents: number
  /** the bond charged later, 0 when it is charged now */
  bondLaterCents: number
  bondChargeAt: number | null
}

/** Splits a booking's total (bond included) into what is charged when. */
export function paymentPlan(input: {
  totalCents: number
  bondCents: number
  standard: boolean
  startAt: number
  now: number
}): PaymentPlan {
  const later = bondDeferred(input.startAt, input.now) && input.bondCents > 0
  const bookingAmount = input.totalCents - input.bondCents
  const halves = input.standard ? splitHalf(bookingAmount) : { first: bookingAmount, second: 0 }
  return {
    nowCents: halves.first + (later ? 0 : input.bondCents),
    atPickUpCents: halves.second,
    bondLaterCents: later ? input.bondCents : 0,
    bondChargeAt: later ? bondChargeAt(input.startAt) : null,
  }
}

/**
 * What is left of the booking amount (total less bond) after `paidCents` of it was paid:
 * the 'Total to be paid now' of a standard booking at pick-up.
 */
export function balanceDue(bookingAmountCents: number, paidCents: number): number {
  return Math.max(0, bookingAmountCents - paidCents)
}
