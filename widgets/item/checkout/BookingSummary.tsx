/** The booking being checked out: the item's picture and name, its days and count. */
import { mediaUrl } from '../../../shared/format/media.ts'
import type { RequestItemSession } from '../../../shared/stores/checkout/request-item.ts'
import { periodLabel, quantityLabel } from './labels.ts'

export function BookingSummary({ session }: { session: RequestItemSession }) {
  const { item, selection } = session
  return (
    <section className="hire-checkout-summary" aria-label="Your booking">
      {item.image ? (
        <img src={mediaUrl(item.image)} alt="" width="96" height="72" loading="lazy" />
      ) : null}
      <div>
        <p className="hire-checkout-item">{item.itemName}</p>
        <p>{periodLabel(selection)}</p>
        <p>
          {quantityLabel(item, selection.quantity)}
          {item.supplierName ? ` · from ${item.supplierName}` : ''}
        </p>
        <p className="hire-checkout-kind">
          {item.instantBooking ? 'Instant booking' : 'Booking request'}
        </p>
      </div>
    </section>
  )
}
