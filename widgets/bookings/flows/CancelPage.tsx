/**
 * /booking/cancel?bookingID=… (spec part 2 sections 2, 4, 5 and 9): the booking, the refund
 * its cancellation gives now, and the reason form. Send returns to /booking/current. A
 * booking whose status allows no cancellation says so and links back to it.
 */
import { messageOf } from '../../../shared/api/errors.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { canCancel } from '../../../shared/domain/booking/actions.ts'
import { refundPreview, sendCancelRequest } from '../../../shared/stores/booking/cancel.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { BookingSummary, FlowNotice, WithBooking } from './BookingParts.tsx'
import { CancelForm } from './CancelForm.tsx'
import { FlowFrame } from './FlowFrame.tsx'
import { flowPaths, go, type Navigate } from './navigate.ts'
import { RefundPreview } from './RefundPreview.tsx'
import { useBooking } from './use-booking.ts'

export interface CancelPageProps {
  bookingId: string
  navigate?: Navigate
  /** the clock the refund tier is read at (tests) */
  now?: () => number
}

function Cancel({
  booking,
  owner,
  navigate,
  now,
}: Required<CancelPageProps> & {
  booking: BookingRecord
  owner: string
}) {
  const back = flowPaths.detail(booking._id)
  if (!canCancel(booking.bookingStatus)) {
    return (
      <FlowNotice
        message={bookingApiMessages.statusRefused}
        links={[{ href: back, label: 'Back to booking', primary: true }]}
      />
    )
  }
  const send = async (reason: string) => {
    try {
      await sendCancelRequest(booking._id, reason)
      showSuccess(bookingApiMessages.cancelRequested, owner)
      navigate(flowPaths.current)
      return null
    } catch (error) {
      return messageOf(error)
    }
  }
  return (
    <div className="flow-stack">
      <BookingSummary booking={booking} />
      <RefundPreview preview={refundPreview(booking, now())} standard={booking.isStandardBooking} />
      <CancelForm onSend={send} backHref={back} />
    </div>
  )
}

export function CancelPage({ bookingId, navigate = go, now = Date.now }: CancelPageProps) {
  return (
    <FlowFrame>
      {(owner) => <CancelBody bookingId={bookingId} owner={owner} navigate={navigate} now={now} />}
    </FlowFrame>
  )
}

function CancelBody(props: Required<CancelPageProps> & { owner: string }) {
  const state = useBooking(props.bookingId)
  return (
    <WithBooking state={state}>{(booking) => <Cancel {...props} booking={booking} />}</WithBooking>
  )
}

export default CancelPage
