/**
 * /booking/ChangeRequestPayment?bookingID=… (spec part 2 sections 2 and 4): once the
 * supplier approves a change that costs more (PAYMENT_REQUIRED), the hirer pays its pending
 * amount; the booking is then APPROVED again (or stays ACTIVE after pick-up) and the
 * 'Change date accepted' page follows.
 */
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type {
  BookingRecord,
  ChangeRequestRecord,
} from '../../../shared/contract/booking/records.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { FlowNotice, WithBooking } from './BookingParts.tsx'
import { FlowFrame } from './FlowFrame.tsx'
import { formatCents, formatDuration, formatPeriod } from './format.ts'
import { flowPaths, go, type Navigate } from './navigate.ts'
import { PayForBooking } from './PayPanel.tsx'
import { useBooking } from './use-booking.ts'

export interface ChangeRequestPaymentPageProps {
  bookingId: string
  navigate?: Navigate
}

/** The approved change waiting for its payment, newest first; null when there is none. */
export function approvedChange(booking: BookingRecord): ChangeRequestRecord | null {
  const approved = (booking.changeRequest ?? []).filter((change) => change.state === 'APPROVED')
  approved.sort((a, b) => Date.parse(b.created) - Date.parse(a.created))
  return approved[0] ?? null
}

function ChangePayment({
  booking,
  navigate,
  owner,
}: {
  booking: BookingRecord
  navigate: Navigate
  owner: string
}) {
  const change = approvedChange(booking)
  const due = change ? toCents(change.pendingAmount) : 0
  if (booking.bookingStatus !== 'PAYMENT_REQUIRED' || !change || due <= 0) {
    const detail = { href: flowPaths.detail(booking._id), label: 'Back to booking', primary: true }
    return <FlowNotice message={bookingApiMessages.nothingToPay} links={[detail]} />
  }
  const rows = [
    { label: 'New dates', value: formatPeriod({ ...booking, endDate: change.endDate }) },
    { label: 'Duration', value: formatDuration(change.durationCount, change.durationType) },
    { label: 'New total', value: formatCents(toCents(change.totalCost)) },
    { label: 'Paid', value: formatCents(toCents(booking.paidAmount)) },
  ]
  return (
    <PayForBooking
      booking={booking}
      kind="change"
      amountCents={due}
      rows={rows}
      owner={owner}
      onPaid={() => navigate(flowPaths.changeDateAccepted(booking._id))}
    />
  )
}

function ChangePaymentBody({
  bookingId,
  navigate,
  owner,
}: {
  bookingId: string
  navigate: Navigate
  owner: string
}) {
  const state = useBooking(bookingId)
  return (
    <WithBooking state={state}>
      {(booking) => <ChangePayment booking={booking} navigate={navigate} owner={owner} />}
    </WithBooking>
  )
}

export function ChangeRequestPaymentPage({
  bookingId,
  navigate = go,
}: ChangeRequestPaymentPageProps) {
  return (
    <FlowFrame>
      {(owner) => <ChangePaymentBody bookingId={bookingId} navigate={navigate} owner={owner} />}
    </FlowFrame>
  )
}

export default ChangeRequestPaymentPage
