/**
 * One booking in the Current or History list (spec part 2 sections 2 and 4): photo, status
 * tag, price per unit, the item's name (opening the detail), 'Registered on <date>' or
 * 'Hired <dates>' with the supplier, and the status table's button for the card. A disabled
 * button stays visible so the hirer sees what comes next.
 */
import type { MouseEvent } from 'react'
import type { BookingListItem } from '../../shared/contract/booking/records.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import { formatPrice } from '../../shared/format/price.ts'
import { rememberBookingPreview } from '../../shared/stores/booking/detail.ts'
import { preloadDetailView } from './detail-view.ts'
import { announceBookingOpen } from './events.ts'
import { hiredLabel, registeredLabel } from './format.ts'
import { cardButton } from './moment.ts'
import { isPlainClick, useNavigation } from './navigation.ts'
import { bookingPaths, type ListView, siteLink, targetPath } from './routes.ts'
import { StatusTag } from './StatusTag.tsx'

export interface BookingCardProps {
  booking: BookingListItem
  view: ListView
  /** epoch ms the buttons are judged at */
  now: number
}

/** Opening a booking: announced to the host (cancelable), in place when embedded. */
export function useOpenBooking() {
  const nav = useNavigation()
  return (event: MouseEvent<HTMLElement>, bookingId: string) => {
    if (!isPlainClick(event)) return
    const target = nav.eventTarget()
    if (target && !announceBookingOpen(target, bookingId)) {
      event.preventDefault()
      return
    }
    if (nav.embedded) {
      event.preventDefault()
      nav.show({ view: 'detail', bookingId })
    }
  }
}

function imageOf(booking: BookingListItem): string {
  const media = booking.media?.length ? booking.media : booking.item?.media
  const image = media?.find((entry) => entry.type !== 2 && entry.url)
  return image ? mediaUrl(image.thumbnailImage || image.url) : ''
}

export function BookingCard({ booking, view, now }: BookingCardProps) {
  const nav = useNavigation()
  const open = useOpenBooking()
  const button = cardButton(booking, now)
  const titleId = `booking-${booking._id}-name`
  const image = imageOf(booking)
  const detailHref = siteLink(bookingPaths.detail(booking._id), nav.siteBase)
  // The detail shows this card's data at once while its own loads.
  const openDetail = (event: MouseEvent<HTMLElement>) => {
    rememberBookingPreview(booking)
    open(event, booking._id)
  }

  return (
    <article className="bookings-card" aria-labelledby={titleId} part="card">
      <div className="bookings-card-media">
        {image ? <img src={image} alt="" width="160" height="120" loading="lazy" /> : null}
      </div>
      <div className="bookings-card-body">
        <div className="bookings-card-top">
          <StatusTag status={booking.bookingStatus} />
          <span className="bookings-card-price">
            {formatPrice({ amount: booking.durationCost, type: booking.durationType })}
          </span>
        </div>
        <h3 id={titleId} className="bookings-card-name">
          <a
            href={detailHref}
            onClick={openDetail}
            onPointerEnter={preloadDetailView}
            onFocus={preloadDetailView}
            onTouchStart={preloadDetailView}
          >
            {booking.itemName || booking.item?.itemName}
          </a>
        </h3>
        {view === 'current' ? (
          <p className="bookings-card-meta">{registeredLabel(booking.created)}</p>
        ) : (
          <>
            <p className="bookings-card-meta">{hiredLabel(booking)}</p>
            <p className="bookings-card-meta">{booking.supplierName}</p>
          </>
        )}
      </div>
      {button ? (
        <div className="bookings-card-action">
          {button.enabled && button.target ? (
            <a
              className="hire-button hire-button-primary"
              href={siteLink(targetPath(button.target, booking._id), nav.siteBase)}
              aria-describedby={titleId}
              onClick={button.target === 'details' ? openDetail : undefined}
              part="card-action"
            >
              {button.label}
            </a>
          ) : (
            <button type="button" className="hire-button" disabled aria-describedby={titleId}>
              {button.label}
            </button>
          )}
        </div>
      ) : null}
    </article>
  )
}
