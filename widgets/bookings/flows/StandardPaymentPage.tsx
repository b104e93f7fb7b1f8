/**
 * /booking/standardpayment ('Confirm and pay', spec part 2 sections 2 and 4): a standard
 * booking's second half, paid before pick-up. The Standard wizard names the booking
 * (started from `?bookingID=`, or running); without it the hirer goes to /booking/current.
 * It shows the dates, Amount, Bond, Paid and 'Total to be paid now'; once paid the wizard
 * is marked paid and /booking/standardpaymentsuccess follows.
 */
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { startAt } from '../../../shared/domain/booking/period.ts'
import { pickUpOpen } from '../../../shared/domain/booking/schedule.ts'
import { statusRow } from '../../../shared/domain/booking/status.ts'
import {
  enterStandardPayment,
  markStandardPaid,
} from '../../../shared/stores/booking/standard-wizard.ts'
import { FlowNotice } from './BookingParts.tsx'
import { FlowFrame } from './FlowFrame.tsx'
import { formatCents, formatPeriod } from './format.ts'
import { flowPaths, go, type Navigate } from './navigate.ts'
import { PayForBooking } from './PayPanel.tsx'
import { WizardBooking, type WizardPageProps } from './WizardBooking.tsx'

type Options = { navigate: Navigate; now: () => number; owner: string }

/** The rows of the summary: dates, the booking amount, bond and what was paid. */
export function standardRows(booking: BookingRecord) {
  const bondCents = toCents(booking.bond)
  return [
    { label: 'Dates', value: formatPeriod(booking) },
    { label: 'Amount', value: formatCents(toCents(booking.totalCost) - bondCents) },
    { label: 'Bond', value: formatCents(bondCents) },
    { label: 'Paid', value: formatCents(toCents(booking.paidAmount)) },
  ]
}

function Standard({ booking, navigate, now, owner }: Options & { booking: BookingRecord }) {
  const detail = { href: flowPaths.detail(booking._id), label: 'Back to booking', primary: true }
  const due = toCents(booking.balanceDue)
  if (!booking.isStandardBooking || due <= 0) {
    return <FlowNotice message={bookingApiMessages.nothingToPay} links={[detail]} />
  }
  if (statusRow(booking.bookingStatus).button?.action !== 'pickUp') {
    return <FlowNotice message={bookingApiMessages.statusRefused} links={[detail]} />
  }
  if (!pickUpOpen(startAt(booking), now())) {
    return <FlowNotice message={bookingApiMessages.pickUpTooEarly} links={[detail]} />
  }
  return (
    <PayForBooking
      booking={booking}
      kind="balance"
      amountCents={due}
      rows={standardRows(booking)}
      owner={owner}
      onPaid={(data) => {
        markStandardPaid(booking._id, { charged: data.charged })
        navigate(flowPaths.standardPaymentSuccess)
      }}
    />
  )
}

export function StandardPaymentPage({ bookingId, navigate = go, now = Date.now }: WizardPageProps) {
  return (
    <FlowFrame>
      {(owner) => (
        <WizardBooking enter={enterStandardPayment} bookingId={bookingId} navigate={navigate}>
          {(booking) => <Standard booking={booking} navigate={navigate} now={now} owner={owner} />}
        </WizardBooking>
      )}
    </FlowFrame>
  )
}

export default StandardPaymentPage
