/**
 * /item/successfulPayment (spec part 2 section 2): 'Payment Successful!' with what was
 * charged, what is due at pick-up (a standard deposit, ?id=1) and when the bond of a booking
 * more than 7 days away is charged; Continue goes to /invite-friend/{userId}.
 */
import { useEffect, useId, useState } from 'react'
import { bookingNotices } from '../../../shared/contract/booking/messages.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { type LastPayment, readLastPayment } from '../../../shared/stores/checkout/payment.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CheckoutFrame } from './CheckoutFrame.tsx'

export interface PaymentSuccessProps {
  /** the page's ?id: '1' after a standard deposit */
  id?: string | null
  /** in place (a partner's page): 'Done' closes the checkout instead of Continue */
  onDone?: () => void
}

function Details({ payment, standard }: { payment: LastPayment | null; standard: boolean }) {
  if (!payment) {
    return standard ? <p>Your deposit is paid. The rest is due at pick-up.</p> : null
  }
  return (
    <>
      <p>
        {payment.bookingStatus === 'REQUESTED'
          ? 'Your request has been sent. The supplier will accept or decline it.'
          : 'Your booking is confirmed.'}
      </p>
      <dl className="hire-amounts">
        <div>
          <dt>Paid now</dt>
          <dd>{formatAmount(payment.paidAmount)}</dd>
        </div>
        {payment.balanceDue > 0 ? (
          <div>
            <dt>Due at pick-up</dt>
            <dd>{formatAmount(payment.balanceDue)}</dd>
          </div>
        ) : null}
        {payment.bondLater > 0 ? (
          <div>
            <dt>Bond, charged later</dt>
            <dd>{formatAmount(payment.bondLater)}</dd>
          </div>
        ) : null}
      </dl>
      {payment.bondLater > 0 ? (
        <p className="hire-checkout-note">{bookingNotices.bondLater}</p>
      ) : null}
    </>
  )
}

export function PaymentSuccess({ id, onDone }: PaymentSuccessProps) {
  const owner = useId()
  const user = useStore($user)
  const [payment, setPayment] = useState<LastPayment | null>(null)
  useEffect(() => setPayment(readLastPayment()), [])
  const standard = id === '1'
  const next = user?._id ? `/invite-friend/${encodeURIComponent(user._id)}` : '/'
  return (
    <CheckoutFrame owner={owner} placeholder={<Skeleton height="2.75rem" count={2} />}>
      {() => (
        <div className="hire-checkout-success">
          <Details payment={payment} standard={standard} />
          {onDone ? (
            <button type="button" className="hire-button hire-button-primary" onClick={onDone}>
              Done
            </button>
          ) : (
            <a className="hire-button hire-button-primary" href={next}>
              Continue
            </a>
          )}
        </div>
      )}
    </CheckoutFrame>
  )
}

export default PaymentSuccess
