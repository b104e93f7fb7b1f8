/**
 * Referral credit as a checkout discount (spec part 2 sections 4, 5 and 9): one credit per
 * booking ('$X for next 1 rent'), only when the original price (the hire cost, before the
 * discount, for every unit or person) is $100 or more.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { toCents } from './money.ts'

export const couponMinimumCents = 10_000

export function couponAllowed(hireCents: number): boolean {
  return hireCents >= couponMinimumCents
}

/** The message the discount toggle shows when it turns itself off, else null. */
export function checkCoupon(hireCents: number): string | null {
  return couponAllowed(hireCents) ? null : bookingMessages.couponMinimum
}

/** A credit as GET /user/referral lists it (dollars, ISO expiry). */
export interface CreditLike {
  _id: string
  amount: number
  expiresAt: string
  isExpired?: boolean
}

/** The credit a booking uses: the one that expires first among those still valid. */
export function pickCredit<C extends CreditLike>(credits: readonly C[], now: number): C | null {
  const usable = credits.filter(
    (credit) =>
      !credit.isExpired && Date.parse(credit.expiresAt) > now && toCents(credit.amount) > 0,
  )
  usable.sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))
  return usable[0] ?? null
}

/** The discount a credit gives: never more than the hire cost, nothing below $100. */
export function discountCents(hireCents: number, creditCents: number | null): number {
  if (creditCents === null || creditCents <= 0 || !couponAllowed(hireCents)) return 0
  return Math.min(creditCents, hireCents)
}
