/**
 * The delay summary's figures (spec part 2 sections 4 and 9) for one overdue booking at a
 * moment: days late, the tier and how many of its units, the price used, the cost, the 20
 * percent on top, and what is paid now. Every amount comes from shared/domain's overdue
 * rules, which the server applies again before it charges.
 */
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { type PriceTypeCode, priceType } from '../../../shared/contract/catalogue/catalogue.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import {
  delaySummary,
  overdueSurchargePercent,
  quoteOverdue,
} from '../../../shared/domain/booking/overdue.ts'
import { endAt } from '../../../shared/domain/booking/period.ts'
import { formatAmount, priceTypeLabel } from '../../../shared/format/price.ts'
import { plural } from '../../../shared/format/text.ts'

export interface DelayFigures {
  /** when the item was due back, epoch ms */
  dueAt: number
  days: number
  /** '3 days', '1.43 weeks', '1 month' */
  periodLabel: string
  /** '$60.00 / day' */
  unitPriceLabel: string
  /** how many units of the price are counted ('3', '1.43') */
  count: number
  quantity: number
  costCents: number
  surchargeCents: number
  totalCents: number
  bondCents: number
  paidCents: number
  penaltyPaidCents: number
  payNowCents: number
}

const tierWords: Partial<Record<PriceTypeCode, [string, string]>> = {
  [priceType.day]: ['day', 'days'],
  [priceType.week]: ['week', 'weeks'],
  [priceType.month]: ['month', 'months'],
}

/** '1 day', '3 days', '1.43 weeks' */
export function periodLabel(count: number, type: PriceTypeCode): string {
  const [one, many] = tierWords[type] ?? ['day', 'days']
  return plural(count, one, many)
}

/** Units or people the penalty counts: every unit kept out. */
export function quantityOf(booking: Pick<BookingRecord, 'numberOfPeople' | 'bookCount'>): number {
  const quantity = booking.numberOfPeople ?? booking.bookCount
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : 1
}

/** The figures, or null when the booking is not late at `now` or its item has no price. */
export function delayFigures(booking: BookingRecord, now: number): DelayFigures | null {
  const dueAt = endAt(booking)
  const quantity = quantityOf(booking)
  const quote = quoteOverdue({ price: booking.item?.price ?? [] }, quantity, dueAt, now)
  if (!quote) return null
  const penaltyPaidCents = toCents(booking.penaltyPaid ?? 0)
  const summary = delaySummary(quote, {
    bondCents: toCents(booking.bond ?? 0),
    paidCents: toCents(booking.paidAmount ?? 0),
    penaltyPaidCents,
  })
  return {
    dueAt,
    days: quote.days,
    periodLabel: periodLabel(quote.durationCount, quote.durationType),
    unitPriceLabel: `${formatAmount(quote.hire.unitCents / 100)} / ${priceTypeLabel(quote.hire.type)}`,
    count: quote.hire.count,
    quantity,
    costCents: quote.costCents,
    surchargeCents: quote.surchargeCents,
    totalCents: quote.totalCents,
    bondCents: summary.bondCents,
    paidCents: summary.paidCents,
    penaltyPaidCents,
    payNowCents: summary.payNowCents,
  }
}

/** The overdue pricing rules as the summary lists them (spec part 2 section 9). */
export const overdueRules = [
  'Under 7 days late: the day price for each day.',
  '7 to 29 days late: the week price, counted as days ÷ 7.',
  '30 days or more: the month price, counted as days ÷ 30.',
  'Where the item has no price for that unit, the next smaller unit is used.',
  `The delay total is the cost plus ${overdueSurchargePercent} percent, paid now.`,
] as const

/** '$216.00' from cents. */
export const centsLabel = (cents: number) => formatAmount(cents / 100)
