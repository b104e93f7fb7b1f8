/**
 * The price of the chosen booking: the hire (units of the tier's price, times the units
 * or people), the security deposit when the item is insured, the bond and the total, with
 * two decimals. Announced politely as it changes.
 */
import type { CheckoutQuote } from '../../../shared/domain/booking/checkout.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { hireLine, type QuantityBounds } from './rules.ts'

export interface QuoteSummaryProps {
  quote: CheckoutQuote
  kind: QuantityBounds['kind']
}

const dollars = (cents: number) => formatAmount(cents / 100)

export function QuoteSummary({ quote, kind }: QuoteSummaryProps) {
  return (
    <dl className="hire-amounts">
      <div>
        <dt>Hire ({hireLine(quote.hire, kind)})</dt>
        <dd>{dollars(quote.hireCents)}</dd>
      </div>
      {quote.securityDepositCents ? (
        <div>
          <dt>Security deposit</dt>
          <dd>{dollars(quote.securityDepositCents)}</dd>
        </div>
      ) : null}
      {quote.bondCents ? (
        <div>
          <dt>Bond</dt>
          <dd>{dollars(quote.bondCents)}</dd>
        </div>
      ) : null}
      <div className="hire-amounts-total">
        <dt>Total</dt>
        <dd>{dollars(quote.totalCents)}</dd>
      </div>
    </dl>
  )
}
