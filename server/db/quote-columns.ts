/**
 * The columns a booking (shared/domain/booking/checkout.ts) and a booking change
 * (change-quote.ts) store from their quote: the same for a hirer's call and for a seeded row.
 */
import type { ChangeQuote } from '../../shared/domain/booking/change-quote.ts'
import type { CheckoutQuote } from '../../shared/domain/booking/checkout.ts'
import { type BookingPeriod, endAt, startAt } from '../../shared/domain/booking/period.ts'

/** A new booking's period and prices; times of day, units and payments are the caller's. */
export function bookingQuoteColumns(quote: CheckoutQuote, period: BookingPeriod) {
  return {
    startAt: new Date(startAt(period)),
    endAt: new Date(endAt(period)),
    startDate: new Date(period.startDate),
    endDate: new Date(period.endDate),
    amountCents: quote.hireCents,
    durationType: quote.hire.type,
    durationCount: quote.hire.count,
    durationCostCents: quote.hire.unitCents,
    securityDepositCents: quote.securityDepositCents,
    bondCents: quote.bondCents,
    totalCents: quote.totalCents,
  }
}

export function changeQuoteColumns(quote: ChangeQuote) {
  return {
    durationType: quote.hire.type,
    durationCount: quote.hire.count,
    durationCostCents: quote.hire.unitCents,
    hireCents: quote.hireCents,
    securityDepositCents: quote.securityDepositCents,
    totalCents: quote.totalCents,
  }
}
