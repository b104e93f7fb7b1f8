/**
 * /insurance-claim/{id}, the order's detail (spec part 3 sections 2.9 and 4): item, status
 * tag, 'Hired by', 'Contact', 'Make an insurance claim' (returned and no claim yet), 'I
 * have a problem with this transaction', 'Confirm Item return' (returned only), which
 * starts the return session and opens the review of the hirer. A change request is
 * answered here too, and an order still ahead can be asked to be cancelled.
 */
import { useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import type { SupplierOrderDetail } from '../../../shared/contract/supplier/calls.ts'
import { canCancel } from '../../../shared/domain/booking/actions.ts'
import { canClaimInsurance, canConfirmReturn } from '../../../shared/domain/supplier/orders.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { confirmReturn, loadOrder } from '../../../shared/stores/supplier/order-actions.ts'
import { OrderTag } from '../OrderCard.tsx'
import { consolePaths, go, type Navigate } from '../paths.ts'
import { HirerFacts, ReviewModal } from '../ReviewModal.tsx'
import type { ViewProps } from '../views.ts'
import { Loaded } from './Loaded.tsx'
import { useLoad } from './use-order.ts'

function Detail({ order, navigate }: { order: SupplierOrderDetail; navigate: Navigate }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [deciding, setDeciding] = useState(false)
  const claimable = canClaimInsurance(order)
  const returnable = canConfirmReturn(order)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await confirmReturn(order)
      navigate(consolePaths.completedOrder(order._id))
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(false)
    }
  }
  return (
    <article className="console-stack" aria-labelledby="console-order-title">
      <h2 id="console-order-title">{order.itemName}</h2>
      <OrderTag status={order.bookingStatus} />
      <dl className="console-facts">
        <HirerFacts order={order} label="Hired by" />
        <dt>Hire cost</dt>
        <dd>{formatAmount(order.hireCost)}</dd>
        {order.insuranceStatus && (
          <>
            <dt>Insurance claim</dt>
            <dd>{order.insuranceStatus}</dd>
          </>
        )}
      </dl>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      <div className="console-actions">
        <a
          className="hire-button"
          href={`${consolePaths.chat}?bookingID=${encodeURIComponent(order._id)}`}
        >
          Contact
        </a>
        {order.bookingStatus === 'CHANGE_REQUEST' && (
          <button
            type="button"
            className="hire-button hire-button-primary"
            onClick={() => setDeciding(true)}
          >
            Review change request
          </button>
        )}
        {claimable ? (
          <a className="hire-button" href={consolePaths.insuranceTerms(order._id)}>
            Make an insurance claim
          </a>
        ) : (
          <button type="button" className="hire-button" disabled>
            Make an insurance claim
          </button>
        )}
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={!returnable || busy}
          onClick={() => void confirm()}
        >
          Confirm Item return
        </button>
        {canCancel(order.bookingStatus) && order.bookingStatus !== 'REQUESTED' && (
          <a className="hire-button" href={consolePaths.cancel(order._id)}>
            Request cancellation
          </a>
        )}
        <a className="hire-button" href={consolePaths.problem}>
          I have a problem with this transaction
        </a>
      </div>
      {deciding && (
        <ReviewModal
          bookingId={order._id}
          onClose={() => setDeciding(false)}
          onDecided={() => window.location.reload()}
        />
      )}
    </article>
  )
}

export function OrderDetailView({ bookingId }: ViewProps) {
  const [state, retry] = useLoad(bookingId ? () => loadOrder(bookingId) : null, bookingId)
  return (
    <Loaded state={state} retry={retry}>
      {(order) => <Detail order={order} navigate={go} />}
    </Loaded>
  )
}
