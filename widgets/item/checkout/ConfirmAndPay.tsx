/**
 * 'Confirm and pay' (/item/booking, spec part 2 sections 2, 4, 5 and 8): the booking, a
 * card ('Add card' leads to /item/add-card and back), pay in full or standard deposit, the
 * discount toggle, the price and when it is charged. Paying disables the button until the
 * answer; a refusal shows the server's message; success goes to the success page (?id=1
 * for a standard deposit). Without a RequestItem session it goes to /, and to the terms
 * step when they are not accepted yet.
 */
import { type ReactNode, useEffect, useId } from 'react'
import { bookingLabels, bookingMessages } from '../../../shared/contract/booking/messages.ts'
import {
  $checkout,
  $checkoutQuote,
  choosePlan,
  openCheckout,
  pay,
  selectCard,
  setDiscount,
} from '../../../shared/stores/checkout/payment.ts'
import { CardPicker } from '../../account/cards/CardPicker.tsx'
import { useStore } from '../../runtime/use-store.ts'
import { prefetchPage } from '../../ui/prefetch-on-intent.ts'
import { BookingSummary } from './BookingSummary.tsx'
import { BookingLoading, CheckoutFrame, leave } from './CheckoutFrame.tsx'
import { PaymentOptions } from './PaymentOptions.tsx'
import { PriceBreakdown } from './PriceBreakdown.tsx'
import { checkoutPaths } from './TermsStep.tsx'

export interface ConfirmAndPayProps {
  navigate?: (path: string, replace?: boolean) => void
  /** where 'Add card' leads; null adds the card in a dialog here (in place, a partner's page) */
  addCardHref?: string | null
}

interface PaymentProps {
  owner: string
  navigate: (path: string, replace?: boolean) => void
  loading: ReactNode
  addCardHref: string | null
}

function Payment({ owner, navigate, loading, addCardHref }: PaymentProps) {
  const value = useStore($checkout)
  const result = useStore($checkoutQuote)
  const session = value.session
  if (!session) return <>{loading}</>
  const quote = result?.ok ? result.quote : null
  const cardError = value.error === bookingMessages.cardRequiredAtCheckout ? value.error : null
  const error = cardError ? null : (value.error ?? (result && !result.ok ? result.message : null))
  const success = `${checkoutPaths.success}${session.standard ? '?id=1' : ''}`
  // On our site success is another page: fetched while the hand is on the button and the
  // payment runs, the page shows as soon as the payment answers. In place (a partner's
  // page) success is a view of this one, so nothing is fetched.
  const intent = () => {
    if (navigate === leave) prefetchPage(success)
  }
  const submit = async () => {
    intent()
    const paid = await pay()
    if (paid) navigate(success, true)
  }
  return (
    <>
      <BookingSummary session={session} />
      <CardPicker
        selected={session.cardId}
        onSelect={(card) => selectCard(card.id)}
        addCardHref={addCardHref ?? undefined}
        label="Pay with"
        error={cardError}
        owner={owner}
      />
      <PaymentOptions value={value} quote={quote} onPlan={choosePlan} onDiscount={setDiscount} />
      {quote ? <PriceBreakdown quote={quote} /> : null}
      {error ? (
        <p className="hire-checkout-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="hire-checkout-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={value.paying || value.status !== 'ready'}
          aria-busy={value.paying || undefined}
          onPointerEnter={intent}
          onFocus={intent}
          onTouchStart={intent}
          onClick={() => void submit()}
        >
          {value.paying ? 'Paying…' : bookingLabels.confirmAndPay}
        </button>
      </div>
    </>
  )
}

export function ConfirmAndPay({
  navigate = leave,
  addCardHref = checkoutPaths.addCard,
}: ConfirmAndPayProps) {
  const owner = useId()
  useEffect(() => {
    if (!openCheckout()) navigate(checkoutPaths.home, true)
    else if (!$checkout.get().session?.termsAccepted) navigate(checkoutPaths.terms, true)
  }, [navigate])
  const loading = <BookingLoading height="3rem" count={4} />
  return (
    <CheckoutFrame owner={owner} placeholder={loading}>
      {() => (
        <Payment owner={owner} navigate={navigate} loading={loading} addCardHref={addCardHref} />
      )}
    </CheckoutFrame>
  )
}

export default ConfirmAndPay
