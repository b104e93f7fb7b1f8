/**
 * The cancel and dispute flow for both parties (spec part 3 sections 2.8, 4 and 5):
 * /listing/cancel-item/{id} (the supplier's reason, required), /listing/cancel-item-req-accept/{id}
 * and /listing/cancel-item-request/{id} (the request's reason: the other party accepts or
 * opens a dispute; the party who asked sees it waiting), /listing/cancel-item-req-dispute/{id}
 * 'Dispute Resolution' (at most 1000 characters) and the accepted page (/approved).
 */
import { type ReactNode, useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { supplierLimits } from '../../../shared/contract/supplier/calls.ts'
import { supplierMessages } from '../../../shared/contract/supplier/messages.ts'
import { checkCancelReason, checkDispute } from '../../../shared/domain/supplier/forms.ts'
import { formatDayRange } from '../../../shared/format/days.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import {
  acceptCancel,
  askToCancel,
  loadBooking,
  openDispute,
} from '../../../shared/stores/supplier/order-actions.ts'
import { useStore } from '../../runtime/use-store.ts'
import { SendActions, SentNote, TextAreaField } from '../FormParts.tsx'
import { OrderTag } from '../OrderCard.tsx'
import { Loaded } from '../order/Loaded.tsx'
import { useLoad } from '../order/use-order.ts'
import { consolePaths, go } from '../paths.ts'
import type { ViewProps } from '../views.ts'

function Summary({ booking }: { booking: BookingRecord }) {
  return (
    <div>
      <p className="console-card-name">{booking.itemName}</p>
      <p className="console-muted">{formatDayRange(booking.startDate, booking.endDate)}</p>
      <OrderTag status={booking.bookingStatus} />
    </div>
  )
}

function TextForm({
  id,
  label,
  submitLabel,
  check,
  maxLength,
  onSend,
}: {
  id: string
  label: string
  submitLabel: string
  check: (text: string) => string | null
  maxLength: number
  onSend: (text: string) => Promise<void>
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault()
    const problem = check(text)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await onSend(text)
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(false)
    }
  }
  return (
    <form className="console-stack" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        label={label}
        rows={5}
        maxLength={maxLength}
        value={text}
        onChange={setText}
        error={error}
        announce
      />
      <SendActions busy={busy} label={submitLabel} />
    </form>
  )
}

/** A cancel page: its title over the booking, once loaded. */
function BookingSection({
  bookingId,
  titleId,
  title,
  children,
}: {
  bookingId: string | undefined
  titleId: string
  title: string
  children: (booking: BookingRecord) => ReactNode
}) {
  const [state, retry] = useLoad(bookingId ? () => loadBooking(bookingId) : null, bookingId)
  return (
    <section className="console-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Loaded state={state} retry={retry}>
        {children}
      </Loaded>
    </section>
  )
}

export function CancelView({ bookingId }: ViewProps) {
  return (
    <BookingSection bookingId={bookingId} titleId="console-cancel-title" title="Cancel order">
      {(booking) => (
        <>
          <Summary booking={booking} />
          <TextForm
            id="console-cancel-reason"
            label="Why do you need to cancel?"
            submitLabel="Send"
            check={checkCancelReason}
            maxLength={1000}
            onSend={async (reason) => {
              await askToCancel(booking._id, reason)
              go(consolePaths.cancelAnswer(booking._id))
            }}
          />
        </>
      )}
    </BookingSection>
  )
}

function Answer({ booking }: { booking: BookingRecord }) {
  const user = useStore($user)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const request = booking.cancelItem
  const pending = booking.bookingStatus === 'PENDING_CANCELATION' && request
  const asked = request && (request.requestedBy === 'HIRER') === (booking.hirerId._id === user?._id)
  const accept = async () => {
    setBusy(true)
    try {
      await acceptCancel(booking._id)
      go(consolePaths.cancelAccepted)
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(false)
    }
  }
  return (
    <>
      <Summary booking={booking} />
      {request && (
        <div>
          <h3>Reason for cancelling</h3>
          <p>{request.reason}</p>
        </div>
      )}
      {!pending && <p>{bookingApiMessages.statusRefused}</p>}
      {pending && asked && <p>Your cancel request is waiting for an answer.</p>}
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      {pending && !asked && (
        <div className="console-actions">
          <button
            type="button"
            className="hire-button hire-button-primary"
            disabled={busy}
            onClick={() => void accept()}
          >
            Accept
          </button>
          <a className="hire-button" href={consolePaths.dispute(booking._id)}>
            Open dispute
          </a>
        </div>
      )}
    </>
  )
}

export function CancelAnswerView({ bookingId }: ViewProps) {
  return (
    <BookingSection bookingId={bookingId} titleId="console-answer-title" title="Cancel request">
      {(booking) => <Answer booking={booking} />}
    </BookingSection>
  )
}

export function DisputeView({ bookingId, owner }: ViewProps) {
  const user = useStore($user)
  return (
    <BookingSection
      bookingId={bookingId}
      titleId="console-dispute-title"
      title={supplierMessages.disputeTitle}
    >
      {(booking) => (
        <TextForm
          id="console-dispute-text"
          label="Why do you decline the cancel request?"
          submitLabel="Send"
          check={checkDispute}
          maxLength={supplierLimits.disputeMax}
          onSend={async (text) => {
            await openDispute(booking._id, text)
            showSuccess(bookingApiMessages.disputeOpened, owner)
            // the hirer goes back to the booking, the supplier to the orders
            go(
              booking.hirerId._id === user?._id
                ? `/booking/detail?bookingID=${encodeURIComponent(booking._id)}`
                : consolePaths.orders,
            )
          }}
        />
      )}
    </BookingSection>
  )
}

export function CancelAcceptedView(_props: ViewProps) {
  return (
    <SentNote
      titleId="console-accepted-title"
      title="Cancellation accepted"
      note={supplierMessages.cancelAccepted}
    />
  )
}
