/**
 * The price of the booking and when it is charged: hire, security deposit, bond, discount
 * and total, then what is paid now, what at pick-up (standard deposit) and the bond of a
 * booking more than 7 days away, with the spec's note about it.
 */
import { bookingNotices } from '../../../shared/contract/booking/messages.ts'
import type { CheckoutQuote, QuoteLineKind } from '../../../shared/domain/booking/checkout.ts'
import { formatFullDay } from '../../../shared/format/days.ts'
import { dollars } from './labels.ts'

const lineNames: Record<QuoteLineKind, string> = {
  hire: 'Hire',
  securityDeposit: 'Security deposit',
  bond: 'Bond',
  discount: 'Referral discount',
  total: 'Total',
}

export function PriceBreakdown({ quote }: { quote: CheckoutQuote }) {
  const { plan } = quote
  return (
    <section className="hire-checkout-section" aria-labelledby="hire-price-title">
      <h2 id="hire-price-title">Price</h2>
      <dl className="hire-amounts">
        {quote.lines.map((line) => (
          <div key={line.kind} className={line.kind === 'total' ? 'hire-amounts-total' : undefined}>
            <dt>{lineNames[line.kind]}</dt>
            <dd>{dollars(line.cents)}</dd>
          </div>
        ))}
      </dl>
      <dl className="hire-amounts hire-checkout-plan-lines">
        <div className="hire-amounts-total">
          <dt>Pay now</dt>
          <dd>{dollars(plan.nowCents)}</dd>
        </div>
        {plan.atPickUpCents ? (
          <div>
            <dt>At pick-up</dt>
            <dd>{dollars(plan.atPickUpCents)}</dd>
          </div>
        ) : null}
        {plan.bondLaterCents && plan.bondChargeAt !== null ? (
          <div>
            <dt>Bond, charged on {formatFullDay(plan.bondChargeAt)}</dt>
            <dd>{dollars(plan.bondLaterCents)}</dd>
          </div>
        ) : null}
      </dl>
      {plan.bondLaterCents ? (
        <p className="hire-checkout-note">{bookingNotices.bondLater}</p>
      ) : null}
    </section>
  )
}
