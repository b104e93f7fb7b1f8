/**
 * The supplier's cancel request, as the hirer sees it on the booking (spec part 3 section
 * 2.8): the supplier's reason, and the ways to answer it, accept or open a dispute, on the
 * cancel request pages both parties share.
 */
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { useNavigation } from '../navigation.ts'
import { siteLink } from '../routes.ts'

const answerPath = (bookingId: string) =>
  `/listing/cancel-item-req-accept/${encodeURIComponent(bookingId)}`
const disputePath = (bookingId: string) =>
  `/listing/cancel-item-req-dispute/${encodeURIComponent(bookingId)}`

export function CancelRequestNotice({ booking }: { booking: BookingRecord }) {
  const nav = useNavigation()
  const request = booking.cancelItem
  if (booking.bookingStatus !== 'PENDING_CANCELATION' || request?.requestedBy !== 'SUPPLIER') {
    return null
  }
  return (
    <section className="bookings-cancel-request" aria-label="Cancel request from the supplier">
      <p>
        <strong>The supplier asked to cancel this booking.</strong> {request.reason}
      </p>
      <p className="bookings-actions">
        <a
          className="hire-button hire-button-primary"
          href={siteLink(answerPath(booking._id), nav.siteBase)}
        >
          Accept
        </a>
        <a className="hire-button" href={siteLink(disputePath(booking._id), nav.siteBase)}>
          Open dispute
        </a>
      </p>
    </section>
  )
}
