/**
 * The flows' success screens that need the browser: /booking/standardpaymentsuccess
 * ('Payment Successful!', 'You are ready to pick up your item!', 'Confirm Item pick up',
 * which starts the ReturnPickup wizard and opens /booking/confirm; without a paid Standard
 * wizard the hirer goes to /booking/current) and /booking/changeDateAccepted (the booking's
 * new dates once the change payment went through).
 */
import { useEffect, useState } from 'react'
import { bookingLabels, bookingNotices } from '../../../shared/contract/booking/messages.ts'
import { startReturnPickup } from '../../../shared/stores/booking/return-wizard.ts'
import { readStandardPaid } from '../../../shared/stores/booking/standard-wizard.ts'
import { BookingSummary, FlowNotice, WithBooking } from './BookingParts.tsx'
import { FlowFrame, FlowSkeleton } from './FlowFrame.tsx'
import { formatPeriod } from './format.ts'
import { flowPaths, go, type Navigate } from './navigate.ts'
import { useBooking } from './use-booking.ts'

function StandardSuccess({ navigate }: { navigate: Navigate }) {
  const [paid] = useState(() => readStandardPaid())
  useEffect(() => {
    if (!paid) navigate(flowPaths.current)
  }, [])
  if (!paid) return <FlowSkeleton label="Taking you to your bookings" />
  const confirm = () => {
    startReturnPickup(paid.bookingId)
    navigate(flowPaths.confirm)
  }
  return (
    <div className="flow-stack flow-success" part="success">
      <p className="flow-lead">{bookingNotices.readyToPickUp}</p>
      <div className="flow-actions">
        <button type="button" className="hire-button hire-button-primary" onClick={confirm}>
          {bookingLabels.confirmItemPickUp}
        </button>
        <a className="hire-button" href={flowPaths.detail(paid.bookingId)}>
          View booking
        </a>
      </div>
    </div>
  )
}

export function StandardPaymentSuccessPage({ navigate = go }: { navigate?: Navigate }) {
  return <FlowFrame>{() => <StandardSuccess navigate={navigate} />}</FlowFrame>
}

export const changeAcceptedText = 'Your booking now runs on its new dates.'

function ChangeAccepted({ bookingId }: { bookingId: string }) {
  const state = useBooking(bookingId)
  return (
    <WithBooking state={state}>
      {(booking) => (
        <div className="flow-stack flow-success">
          <BookingSummary booking={booking} />
          <FlowNotice
            message={`${changeAcceptedText} ${formatPeriod(booking)}.`}
            links={[
              { href: flowPaths.detail(booking._id), label: 'View booking', primary: true },
              { href: flowPaths.current, label: 'My bookings' },
            ]}
          />
        </div>
      )}
    </WithBooking>
  )
}

export function ChangeDateAcceptedPage({ bookingId }: { bookingId: string }) {
  return <FlowFrame>{() => <ChangeAccepted bookingId={bookingId} />}</FlowFrame>
}

export default StandardPaymentSuccessPage
