/**
 * The lower part of the booking detail (spec part 2 section 2): pick-up days and times, the
 * item's condition notes, the pick-up location with its map (a still picture; the map
 * library loads only when asked for), the supplier card with 'Contact Supplier', and related items.
 */
import { useId } from 'react'
import { bookingLabels } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { SupplierLink } from '../../ui/avatar/SupplierLink.tsx'
import { ItemCard } from '../../ui/ItemCard.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import { MapOnDemand } from '../../ui/map/MapOnDemand.tsx'
import { pickUpHours, supplierName } from '../format.ts'
import { useNavigation } from '../navigation.ts'
import { bookingPaths, siteLink } from '../routes.ts'

export function DetailAbout({ booking }: { booking: BookingRecord }) {
  const nav = useNavigation()
  const id = useId()
  const hours = pickUpHours(booking.pickUpDaysAndTime)
  const place = booking.pickUpLocation
  const name = supplierName(booking.supplierDetail, booking.supplierName)
  const detail = booking.supplierDetail
  const latitude = place?.latitude ?? place?.coordinates?.[1] ?? 0
  const longitude = place?.longitude ?? place?.coordinates?.[0] ?? 0
  return (
    <div className="bookings-detail-about">
      <section aria-labelledby={`${id}-hours`}>
        <h2 id={`${id}-hours`}>Pick-up days and times</h2>
        {hours.length ? (
          <dl className="bookings-hours">
            {hours.map((row) => (
              <div key={row.day}>
                <dt>{row.day}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Ask the supplier when you can pick up.</p>
        )}
      </section>
      {booking.itemConditionNotes ? (
        <section aria-labelledby={`${id}-notes`}>
          <h2 id={`${id}-notes`}>Item condition</h2>
          <p className="bookings-notes">{booking.itemConditionNotes}</p>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-place`}>
        <h2 id={`${id}-place`}>Location</h2>
        {place?.address ? <address>{place.address}</address> : null}
        <div className="bookings-map">
          <MapOnDemand
            label={`Map of ${place?.city || 'the pick-up location'}`}
            latitude={latitude}
            longitude={longitude}
            markers={[
              {
                id: booking._id,
                latitude,
                longitude,
                label: `Pick-up point of ${booking.itemName}`,
              },
            ]}
            height="100%"
          />
        </div>
      </section>
      <section className="bookings-supplier" aria-labelledby={`${id}-supplier`}>
        <h2 id={`${id}-supplier`}>Supplier</h2>
        <SupplierLink
          href={siteLink(bookingPaths.supplier(booking.supplierId), nav.siteBase)}
          name={name}
          picture={detail?.profilePicture}
          rating={detail?.rating}
          hires={detail?.totalHireItem ?? 0}
        />
        <a
          className="hire-button bookings-contact"
          href={siteLink(bookingPaths.chat(booking.itemId), nav.siteBase)}
          aria-describedby={`${id}-contact`}
          part="contact-supplier"
        >
          {bookingLabels.contactSupplier}
        </a>
        <p id={`${id}-contact`} className="bookings-hint">
          Opens your messages with {name || 'the supplier'} about this item.
        </p>
      </section>
      {booking.relatedItems?.length ? (
        <section aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>Related items</h2>
          {/* The card's styles come with the detail's chunk, not the lists' first load. */}
          <style>{itemCardCss}</style>
          <ul className="item-card-grid bookings-related">
            {booking.relatedItems.slice(0, 4).map((item) => (
              <li key={item._id}>
                <ItemCard
                  item={item}
                  headingLevel="h3"
                  href={siteLink(bookingPaths.item(item._id), nav.siteBase)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
