/**
 * A booking (spec part 2 section 2, "Booking detail"): photos, status and review tags,
 * distance, the item's name with the settings menu, its prices per duration and the bond,
 * the dates (with times on a one-day booking), the total, the actions, then the pick-up
 * details, supplier and related items. While the detail loads (`full` null), what the list's
 * card had shows at once in the same places, and the actions and the pick-up part hold
 * their room with placeholders.
 */
import { useId } from 'react'
import { bookingLabels } from '../../../shared/contract/booking/messages.ts'
import type { BookingListItem, BookingRecord } from '../../../shared/contract/booking/records.ts'
import { canCancel } from '../../../shared/domain/booking/actions.ts'
import { statusRow } from '../../../shared/domain/booking/status.ts'
import { formatAmount, formatPrice } from '../../../shared/format/price.ts'
import { Gallery } from '../../ui/gallery/Gallery.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { distanceLabel, formatPeriod } from '../format.ts'
import { isPlainClick, useNavigation } from '../navigation.ts'
import { bookingPaths, listPath, siteLink } from '../routes.ts'
import { StatusTag } from '../StatusTag.tsx'
import { CancelRequestNotice } from './CancelRequestNotice.tsx'
import { DetailAbout } from './DetailAbout.tsx'
import { DetailActions } from './DetailActions.tsx'
import { SettingsMenu } from './SettingsMenu.tsx'

export interface DetailBodyProps {
  /** the booking as far as known: the loaded detail, or the list's row while it loads */
  booking: BookingListItem
  /** the loaded detail; null while only the list's row is known */
  full: BookingRecord | null
  now: number
}

export function DetailBody({ booking, full, now }: DetailBodyProps) {
  const nav = useNavigation()
  const id = useId()
  const list = statusRow(booking.bookingStatus).list
  const name = booking.itemName || booking.item?.itemName || 'Booking'
  const media = booking.media?.length ? booking.media : (booking.item?.media ?? [])
  const prices = booking.item?.price ?? []
  const bond = full?.bond ?? booking.item?.bond ?? 0
  const distance = distanceLabel(full?.distance ?? null)
  const menu = [
    {
      label: bookingLabels.itemDetails,
      href: siteLink(bookingPaths.item(booking.itemId), nav.siteBase),
    },
    ...(canCancel(booking.bookingStatus)
      ? [
          {
            label: bookingLabels.cancelBooking,
            href: siteLink(bookingPaths.cancel(booking._id), nav.siteBase),
          },
        ]
      : []),
  ]
  return (
    <article className="bookings-detail" aria-labelledby={`${id}-name`} part="detail">
      <p className="bookings-back">
        <a
          href={siteLink(listPath(list), nav.siteBase)}
          onClick={(event) => {
            if (!nav.embedded || !isPlainClick(event)) return
            event.preventDefault()
            nav.show({ view: list })
          }}
        >
          <span aria-hidden="true">‹ </span>
          {list === 'history' ? 'Booking history' : 'Current bookings'}
        </a>
      </p>
      <div className="bookings-detail-top">
        <Gallery media={media} name={name} />
        <div className="bookings-detail-summary">
          <p className="bookings-detail-tags">
            <StatusTag status={booking.bookingStatus} />
            {full?.reviewTag ? (
              <span className="hire-tag bookings-tag">{full.reviewTag}</span>
            ) : null}
            {distance ? <span className="bookings-distance">{distance}</span> : null}
          </p>
          <div className="bookings-detail-heading">
            <h2 id={`${id}-name`}>{name}</h2>
            <SettingsMenu label={`Booking settings for ${name}`} items={menu} />
          </div>
          <ul className="bookings-prices" aria-label="Prices">
            {prices.map((price) => (
              <li key={price.type}>{formatPrice(price)}</li>
            ))}
            <li>Bond {formatAmount(bond)}</li>
          </ul>
          <dl className="bookings-facts">
            <div>
              <dt>Dates</dt>
              <dd>{formatPeriod(booking)}</dd>
            </div>
            <div>
              <dt>Total price</dt>
              <dd className="bookings-total">{formatAmount(booking.totalCost)}</dd>
            </div>
          </dl>
          {full ? (
            <>
              <DetailActions booking={full} now={now} />
              <CancelRequestNotice booking={full} />
            </>
          ) : (
            <div role="status" aria-label="Loading booking" className="bookings-detail-pending">
              <Skeleton height="2.75rem" />
            </div>
          )}
        </div>
      </div>
      {full ? (
        <DetailAbout booking={full} />
      ) : (
        <Skeleton className="bookings-detail-about-placeholder" height="24rem" />
      )}
    </article>
  )
}
