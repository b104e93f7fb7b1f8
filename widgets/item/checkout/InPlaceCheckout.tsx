/**
 * The checkout in place, for `<hire-item>` embedded on a partner's page (or in a
 * `<hire-listings>` dialog there): the terms step, 'Confirm and pay' (a new card is added in
 * a dialog, never on another page) and the success screen, one after the other in a modal
 * dialog over the item. Nothing navigates and no history entry is added, so the partner's
 * page keeps its scroll, focus (restored on close) and Back button. Paying dispatches
 * `hire-booking-confirmed` from the widget's host. Loaded on demand: never in the item's
 * first load.
 */
import { useEffect, useRef, useState } from 'react'
import { readLastPayment } from '../../../shared/stores/checkout/payment.ts'
import { emit } from '../../runtime/events.ts'
import { useHost } from '../../runtime/host.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ConfirmAndPay } from './ConfirmAndPay.tsx'
import { PaymentSuccess } from './PaymentSuccess.tsx'
import { checkoutPaths, TermsStep } from './TermsStep.tsx'

export interface InPlaceCheckoutProps {
  itemId: string
  onClose: () => void
  /** leaves for the marketplace's item page with the same choice (the hand-over link) */
  onContinueOnSite: () => void
}

type Step = { name: 'terms' } | { name: 'pay' } | { name: 'success'; id: string | null }

const titles = {
  pay: 'Confirm and pay',
  success: 'Payment Successful!',
} as const

/** Which step a checkout page's path stands for (the steps navigate by the site's paths). */
export function stepOf(path: string): Step | null {
  const url = new URL(path, 'http://in.place')
  if (url.pathname === checkoutPaths.terms) return { name: 'terms' }
  if (url.pathname === checkoutPaths.pay) return { name: 'pay' }
  if (url.pathname === checkoutPaths.success)
    return { name: 'success', id: url.searchParams.get('id') }
  return null
}

export default function InPlaceCheckout({
  itemId,
  onClose,
  onContinueOnSite,
}: InPlaceCheckoutProps) {
  const host = useHost()
  const [step, setStep] = useState<Step>({ name: 'terms' })
  const heading = useRef<HTMLHeadingElement>(null)

  // A new step replaces the content the focus was on: bring it to the step's name.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [step.name])

  const navigate = (path: string) => {
    const next = stepOf(path)
    if (!next) return onClose()
    if (next.name === 'success') {
      const payment = readLastPayment()
      if (payment && host) {
        emit(host, 'hire-booking-confirmed', {
          bookingId: payment.bookingId,
          itemId,
          amount: payment.totalCost,
          currency: 'AUD',
        })
      }
    }
    setStep(next)
  }

  return (
    <Dialog title="Book this item" onClose={onClose} className="hire-in-place-checkout">
      {/* The terms step names itself ('Hire terms'); the later steps get their name here. */}
      {step.name === 'terms' ? null : (
        <h3 ref={heading} tabIndex={-1} className="hire-in-place-step">
          {titles[step.name]}
        </h3>
      )}
      {step.name === 'terms' ? (
        <>
          <TermsStep navigate={navigate} onBack={onClose} />
          <button type="button" className="hire-button hire-link-button" onClick={onContinueOnSite}>
            Continue on the marketplace instead
          </button>
        </>
      ) : step.name === 'pay' ? (
        <ConfirmAndPay navigate={navigate} addCardHref={null} />
      ) : (
        <PaymentSuccess id={step.id} onDone={onClose} />
      )}
    </Dialog>
  )
}
