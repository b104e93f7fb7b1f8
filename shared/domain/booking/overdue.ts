/**
 * Overdue charges (spec part 2 sections 3, 4 and 9). Every started day past the due time
 * counts. Under 7 days late uses the day price; 7 to under 30 the week price (days / 7, two
 * decimals); 30 and more the month price (days / 30), falling back to a smaller unit's
 * price when one is missing, and to a larger one pro rata when none smaller exists. The
 * delay total is that cost plus 20 percent, paid now in full (less any penalty already
 * paid for the same delay).
 */
import { type PriceTypeCode, priceType } from '../../contract/catalogue/catalogue.ts'
import type { PricedItem } from './checkout.ts'
import { unitMinutes } from './duration.ts'
import { percentOf, round2 } from './money.ts'
import { DAY, minutesPerDay } from './period.ts'
import { type HireQuote, quoteHire } from './price.ts'

export const overdueSurchargePercent = 20

/** Started days past the due time; 0 while not overdue. */
export function overdueDays(endAt: number, now: number): number {
  return now > endAt ? Math.ceil((now - endAt) / DAY) : 0
}

export interface OverdueQuote {
  days: number
  /** what the delay summary shows: 1 days, 2 weeks, 3 months */
  durationType: PriceTypeCode
  durationCount: number
  hire: HireQuote
  costCents: number
  surchargeCents: number
  /** cost plus 20 percent: the penalty ('penality') charged now */
  totalCents: number
}

/** The penalty for returning `quantity` units late, or null when not overdue or unpriced. */
export function quoteOverdue(
  item: Pick<PricedItem, 'price'>,
  quantity: number,
  endAt: number,
  now: number,
): OverdueQuote | null {
  const days = overdueDays(endAt, now)
  if (days === 0) return null
  const hire = quoteHire(item.price, days * minutesPerDay, quantity, { larger: 'proRata' })
  if (!hire) return null
  const durationType =
    hire.tier === priceType.week || hire.tier === priceType.month ? hire.tier : priceType.day
  const durationCount = round2((days * minutesPerDay) / unitMinutes[durationType])
  const costCents = hire.hireCents
  const surchargeCents = percentOf(costCents, overdueSurchargePercent)
  return {
    days,
    durationType,
    durationCount,
    hire,
    costCents,
    surchargeCents,
    totalCents: costCents + surchargeCents,
  }
}

export interface DelaySummary {
  amountCents: number
  bondCents: number
  paidCents: number
  payNowCents: number
}

/** The delay summary's rows: Amount, Bond, Paid and Total to be paid now. */
export function delaySummary(
  quote: OverdueQuote,
  booking: { bondCents: number; paidCents: number; penaltyPaidCents: number },
): DelaySummary {
  return {
    amountCents: quote.totalCents,
    bondCents: booking.bondCents,
    paidCents: booking.paidCents,
    payNowCents: Math.max(0, quote.totalCents - booking.penaltyPaidCents),
  }
}
