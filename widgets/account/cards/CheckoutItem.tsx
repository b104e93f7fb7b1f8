/**
 * The item being booked, above the add card form when 'Add card' came from 'Confirm and pay':
 * read from the checkout's RequestItem session in this tab (so it shows after hydration only;
 * a page given `itemId` renders its own summary on the server instead).
 */
import { useEffect, useState } from 'react'
import { mediaUrl } from '../../../shared/format/media.ts'
import { formatPrice, primaryPrice } from '../../../shared/format/price.ts'
import { type BookingItem, readRequestItem } from '../../../shared/stores/checkout/request-item.ts'

export function CheckoutItem() {
  const [item, setItem] = useState<BookingItem | null>(null)
  useEffect(() => setItem(readRequestItem()?.item ?? null), [])
  if (!item) return null
  const price = primaryPrice(item.price)
  return (
    <section className="hire-cards-section hire-cards-item-summary" aria-label="Your booking">
      <div className="hire-cards-item">
        <div className="hire-card-summary">
          <span className="hire-card-name">{item.itemName}</span>
          {price ? <span className="hire-card-meta">{formatPrice(price)}</span> : null}
        </div>
        {item.image ? <img src={mediaUrl(item.image)} alt="" width={96} height={72} /> : null}
      </div>
    </section>
  )
}
