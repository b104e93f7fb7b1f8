/**
 * The columns a booking change stores from its quote (shared/domain/booking/change-quote.ts):
 * the same for a change a hirer asks for and for a seeded one.
 */
import type { ChangeQuote } from '../../shared/domain/booking/change-quote.ts'

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
