/**
 * The detail's actions (spec part 2 section 4): 'Request Change' while the status allows a
 * change, else 'N Days Left' until the item is due, and the main button: its label and
 * whether it is enabled come from the status table with the 24-hour pick-up rule; it leads
 * to the flow page for the booking (overdue terms, change payment, standard payment or
 * confirm). `requestChange` is the one entry to the change dialog.
 */
import { useId } from 'react'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { headerAction, mainButton } from '../../../shared/domain/booking/actions.ts'
import { statusRow } from '../../../shared/domain/booking/status.ts'
import { announceBookingChange } from '../events.ts'
import { bookingMoment } from '../moment.ts'
import { type BookingsNavigation, useNavigation } from '../navigation.ts'
import { bookingPaths, siteLink, targetPath } from '../routes.ts'

/**
 * 'Request Change': announced to the host (cancelable). The change dialog plugs in here;
 * until it exists the detail opens with `change=1` for it.
 */
export function requestChange(nav: BookingsNavigation, bookingId: string): void {
  const target = nav.eventTarget()
  if (target && !announceBookingChange(target, bookingId)) return
  nav.leave(bookingPaths.change(bookingId))
}

export function DetailActions({ booking, now }: { booking: BookingRecord; now: number }) {
  const nav = useNavigation()
  const moment = bookingMoment(booking)
  const header = headerAction(moment, now)
  const main = mainButton(moment, now)
  const hintId = useId()
  // The status allows the button but the 24-hour rule holds it back: say when it opens.
  const early = Boolean(main && !main.enabled && statusRow(booking.bookingStatus).button?.enabled)
  return (
    <div className="bookings-detail-actions">
      {header?.kind === 'requestChange' ? (
        <button
          type="button"
          className="hire-button"
          onClick={() => requestChange(nav, booking._id)}
          part="request-change"
        >
          {header.label}
        </button>
      ) : header?.kind === 'daysLeft' ? (
        <p className="bookings-days-left">{header.label}</p>
      ) : null}
      {main ? (
        main.enabled && main.target ? (
          <a
            className="hire-button hire-button-primary bookings-main-button"
            href={siteLink(targetPath(main.target, booking._id), nav.siteBase)}
            part="main-action"
          >
            {main.label}
          </a>
        ) : (
          <button
            type="button"
            className="hire-button bookings-main-button"
            disabled
            aria-describedby={early ? hintId : undefined}
            part="main-action"
          >
            {main.label}
          </button>
        )
      ) : null}
      {early ? (
        <p id={hintId} className="bookings-hint">
          {bookingApiMessages.pickUpTooEarly}
        </p>
      ) : null}
    </div>
  )
}
