/**
 * The awaiting order's detail modal (spec part 3 section 2.3): hirer, dates, units or
 * group, prices, and Accept and Decline, enabled only for REQUESTED and CHANGE_REQUEST (an
 * approved instant booking can only be declined). A decision is confirmed by a toast
 * ('Request accepted' or 'Request declined'). A 426 answer turns it into the
 * payment-details prompt.
 */
import { useEffect, useRef, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'
import type { SupplierOrderDetail } from '../../shared/contract/supplier/calls.ts'
import { supplierMessages } from '../../shared/contract/supplier/messages.ts'
import { decisionsFor } from '../../shared/domain/supplier/orders.ts'
import { formatDayMonth, formatDayRange } from '../../shared/format/days.ts'
import { formatAmount } from '../../shared/format/price.ts'
import { showSuccess } from '../../shared/stores/core/feedback.ts'
import {
  type Decision,
  decideOrder,
  loadOrder,
} from '../../shared/stores/supplier/order-actions.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { OrderTag } from './OrderCard.tsx'
import { consolePaths } from './paths.ts'
import viewsCss from './views.css?inline'

export function PayoutPrompt({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Payment details" onClose={onClose} part="payout-prompt">
      <p>{supplierMessages.paymentDetailsFirst}</p>
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button" onClick={onClose}>
          Cancel
        </button>
        <a className="hire-button hire-button-primary" href={consolePaths.paymentDetails}>
          Add payment details
        </a>
      </div>
    </Dialog>
  )
}

/** An order's first facts: the hirer (a link to their profile) and the hire dates. */
export function HirerFacts({ order, label }: { order: SupplierOrderDetail; label: string }) {
  const hirer = order.hirerDetail
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <a href={consolePaths.hirerProfile(hirer._id)}>
          {`${hirer.firstName} ${hirer.lastName}`.trim()}
        </a>
      </dd>
      <dt>Dates</dt>
      <dd>{formatDayRange(order.startDate, order.endDate)}</dd>
    </>
  )
}

function Facts({ order }: { order: SupplierOrderDetail }) {
  const change = order.changeRequest.find((entry) => entry.state === 'PENDING')
  return (
    <dl className="console-facts">
      <HirerFacts order={order} label="Hirer" />
      {change && (
        <>
          <dt>Requested new end</dt>
          <dd>{formatDayMonth(change.endDate)}</dd>
        </>
      )}
      <dt>{order.numberOfPeople ? 'Group' : 'Units'}</dt>
      <dd>{order.numberOfPeople ?? order.bookCount}</dd>
      <dt>Hire cost</dt>
      <dd>{formatAmount(change?.hireCost ?? order.hireCost)}</dd>
      <dt>Total</dt>
      <dd>{formatAmount(change?.totalCost ?? order.totalCost)}</dd>
    </dl>
  )
}

export function ReviewModal({
  bookingId,
  owner,
  onClose,
  onDecided,
}: {
  bookingId: string
  /** the feedback layer the decision's toast shows in */
  owner?: string
  onClose: () => void
  onDecided: (bookingId: string) => void
}) {
  const [order, setOrder] = useState<SupplierOrderDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Decline asks once more in place; focus moves to the safe answer, as the button pressed
  // is gone, and back to Decline when the question goes (Keep request or Escape).
  const [declining, setDeclining] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  const decline = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)
  useEffect(() => {
    if (declining) keep.current?.focus()
    else if (asked.current) decline.current?.focus()
    asked.current ||= declining
  }, [declining])
  const [payout, setPayout] = useState(false)
  useEffect(() => {
    let live = true
    loadOrder(bookingId).then(
      (loaded) => live && setOrder(loaded),
      (failure) => live && setError(messageOf(failure)),
    )
    return () => {
      live = false
    }
  }, [bookingId])

  if (payout) return <PayoutPrompt onClose={onClose} />
  const decide = async (status: Decision) => {
    setDeclining(false)
    setBusy(true)
    setError(null)
    try {
      const answer = await decideOrder(bookingId, status)
      if (answer === 'payout') {
        setPayout(true)
        return
      }
      const declined = answer.bookingStatus.startsWith('DECLINE')
      showSuccess(
        declined ? supplierMessages.requestDeclined : supplierMessages.requestAccepted,
        owner,
      )
      onDecided(bookingId)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  const decisions = order ? decisionsFor(order) : null
  // Both wait until the order allows a decision and none is being sent.
  const decisionButton = (label: string, status: Decision, primary = false) => (
    <button
      type="button"
      className={primary ? 'hire-button hire-button-primary' : 'hire-button'}
      disabled={!decisions?.enabled || busy}
      onClick={() => void decide(status)}
    >
      {label}
    </button>
  )
  return (
    <Dialog title={order?.itemName ?? 'Order'} onClose={onClose} part="review" closeButton>
      <style>{viewsCss}</style>
      {!order && !error && <Skeleton height="8rem" />}
      {order && (
        <>
          <OrderTag status={order.bookingStatus} />
          <Facts order={order} />
        </>
      )}
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      {decisions && declining && (
        // Escape answers the question only: the dialog around it stays open.
        <fieldset
          className="console-field"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            setDeclining(false)
          }}
        >
          <legend>{supplierMessages.declineConfirm}</legend>
          <div className="hire-dialog-actions">
            <button
              ref={keep}
              type="button"
              className="hire-button"
              onClick={() => setDeclining(false)}
            >
              {supplierMessages.keepRequest}
            </button>
            {decisionButton('Decline', decisions.decline, true)}
          </div>
        </fieldset>
      )}
      {decisions && !declining && (
        <div className="hire-dialog-actions">
          <button
            ref={decline}
            type="button"
            className="hire-button"
            disabled={!decisions.enabled || busy}
            onClick={() => setDeclining(true)}
          >
            Decline
          </button>
          {decisions.acceptShown && decisionButton('Accept', decisions.accept, true)}
        </div>
      )}
    </Dialog>
  )
}
