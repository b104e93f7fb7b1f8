/**
 * /booking/confirm, the pick-up and return wizard page (spec part 2 sections 2 and 4): the
 * ReturnPickup wizard names the booking (started from `?bookingID=`, or running); without
 * it the hirer goes to /booking/current. The title is 'Confirm item pick up' for a booking
 * waiting to be picked up and 'Return item' otherwise. Pick-up sends the report and shows
 * /booking/SuccessfulPickup; a return keeps the report in the wizard and goes on to the
 * rating (/booking/ratting), whose tip page sends the return.
 */

import { messageOf } from '../../../shared/api/errors.ts'
import { bookingApiMessages, bookingLabels } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { itemKind } from '../../../shared/contract/catalogue/catalogue.ts'
import { startAt } from '../../../shared/domain/booking/period.ts'
import { pickUpOpen } from '../../../shared/domain/booking/schedule.ts'
import { statusRow } from '../../../shared/domain/booking/status.ts'
import { sendPickUp } from '../../../shared/stores/booking/pickup-report.ts'
import {
  enterReturnPickup,
  type ReportData,
  type ReturnPickupData,
  saveReturnDraft,
  saveReturnReport,
} from '../../../shared/stores/booking/return-wizard.ts'
import { BookingSummary, FlowNotice, type FlowNoticeProps } from './BookingParts.tsx'
import { FlowFrame } from './FlowFrame.tsx'
import { flowPaths, go, type Navigate } from './navigate.ts'
import { PickupReturnForm, type ReportKind } from './PickupReturnForm.tsx'
import { usePageTitle } from './use-page-title.ts'
import { WizardBooking, type WizardPageProps } from './WizardBooking.tsx'

type Options = { navigate: Navigate; now: () => number }

/** Pick-up for the statuses whose button picks up, return for an active hire; else none. */
export function reportKindOf(booking: Pick<BookingRecord, 'bookingStatus'>): ReportKind | null {
  const action = statusRow(booking.bookingStatus).button?.action
  if (action === 'pickUp') return 'pickUp'
  return action === 'return' ? 'return' : null
}

export const reportTitles: Record<ReportKind, string> = {
  pickUp: bookingLabels.confirmPickUpTitle,
  return: bookingLabels.returnTitle,
}

function Report({
  booking,
  kind,
  entry,
  navigate,
}: Options & {
  booking: BookingRecord
  kind: ReportKind
  entry: ReturnPickupData
}) {
  const title = reportTitles[kind]
  usePageTitle(title)
  const submit = async (report: ReportData) => {
    if (kind === 'return') {
      saveReturnReport(report)
      navigate(flowPaths.rating)
      return null
    }
    try {
      await sendPickUp(booking._id, report)
      navigate(flowPaths.successfulPickup(booking._id))
      return null
    } catch (error) {
      return messageOf(error)
    }
  }
  return (
    <div className="flow-stack">
      <h1 className="flow-title">{title}</h1>
      <BookingSummary booking={booking} />
      <PickupReturnForm
        kind={kind}
        itemCategoryType={booking.item?.itemCategoryType ?? itemKind.product}
        initial={entry.draft}
        onDraft={saveReturnDraft}
        onSubmit={submit}
        backHref={flowPaths.detail(booking._id)}
      />
    </div>
  )
}

/**
 * Why there is nothing to confirm yet, under the page's h1 (the page has no other: the
 * island titles it), so a screen reader user who jumps to the heading lands on the page.
 */
function Notice({ kind, ...notice }: { kind: ReportKind | null } & FlowNoticeProps) {
  return (
    <div className="flow-stack">
      <h1 className="flow-title">{kind ? reportTitles[kind] : 'Pick up or return'}</h1>
      <FlowNotice {...notice} />
    </div>
  )
}

function Confirm(props: Options & { booking: BookingRecord; entry: ReturnPickupData }) {
  const { booking } = props
  const kind = reportKindOf(booking)
  const detail = { href: flowPaths.detail(booking._id), label: 'Back to booking', primary: true }
  if (!kind) {
    return <Notice kind={kind} message={bookingApiMessages.statusRefused} links={[detail]} />
  }
  if (kind === 'pickUp' && booking.isStandardBooking && booking.balanceDue > 0) {
    const pay = { href: flowPaths.standardPayment(booking._id), label: 'Pay now', primary: true }
    return <Notice kind={kind} message={bookingApiMessages.balanceDueFirst} links={[pay]} />
  }
  if (kind === 'pickUp' && !pickUpOpen(startAt(booking), props.now())) {
    return <Notice kind={kind} message={bookingApiMessages.pickUpTooEarly} links={[detail]} />
  }
  return <Report {...props} kind={kind} />
}

export function ConfirmPage({ bookingId, navigate = go, now = Date.now }: WizardPageProps) {
  return (
    <FlowFrame>
      {() => (
        <WizardBooking enter={enterReturnPickup} bookingId={bookingId} navigate={navigate}>
          {(booking, entry) => (
            <Confirm booking={booking} entry={entry} navigate={navigate} now={now} />
          )}
        </WizardBooking>
      )}
    </FlowFrame>
  )
}

export default ConfirmPage
