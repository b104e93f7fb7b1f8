/**
 * How to pay: in full (the default) or a standard deposit (50% now, 50% at pick-up), and
 * the referral discount toggle with the message it shows when it turns itself off.
 */
import { useId } from 'react'
import type { CheckoutQuote } from '../../../shared/domain/booking/checkout.ts'
import { splitHalf } from '../../../shared/domain/booking/money.ts'
import type { CheckoutValue } from '../../../shared/stores/checkout/payment.ts'
import { dollars } from './labels.ts'

export interface PaymentOptionsProps {
  value: CheckoutValue
  quote: CheckoutQuote | null
  onPlan: (standard: boolean) => void
  onDiscount: (on: boolean) => void
}

export function PaymentOptions({ value, quote, onPlan, onDiscount }: PaymentOptionsProps) {
  const id = useId()
  const standard = value.session?.standard ?? false
  const discount = value.session?.discount ?? false
  const booking = quote ? quote.totalCents - quote.bondCents : null
  const half = booking === null ? null : splitHalf(booking)
  const credit = value.credit
  return (
    <>
      <fieldset className="hire-checkout-section hire-checkout-plan">
        <legend>Payment option</legend>
        <label>
          <input
            type="radio"
            name={`${id}-plan`}
            checked={!standard}
            onChange={() => onPlan(false)}
          />
          <span>Pay in full</span>
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-plan`}
            checked={standard}
            onChange={() => onPlan(true)}
          />
          <span>
            Standard deposit: 50% now, 50% at pick-up
            {half ? (
              <span className="hire-checkout-hint">
                {` (${dollars(half.first)} now, ${dollars(half.second)} at pick-up)`}
              </span>
            ) : null}
          </span>
        </label>
      </fieldset>
      <div className="hire-checkout-section hire-checkout-discount">
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={discount}
            aria-checked={discount}
            aria-describedby={`${id}-discount`}
            onChange={(event) => onDiscount(event.currentTarget.checked)}
          />
          <span>Use my referral credit</span>
        </label>
        <p id={`${id}-discount`} className="hire-checkout-hint" role="status">
          {value.discountMessage ??
            (credit
              ? `${dollars(credit.cents)} credit for this booking.`
              : value.credits === 'loading'
                ? 'Checking your credits…'
                : '')}
        </p>
      </div>
    </>
  )
}
