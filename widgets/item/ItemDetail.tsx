/**
 * The item detail (spec part 1 section 2): media, name, rating, prices, bond, description,
 * pick-up place and hours, hire limits, capacity, supplier card, the booking region, the
 * questions and carbon entries, and related items. Renders on the server as readable HTML;
 * the interactive parts (carousel, dialogs) work once hydrated.
 */
import type { ItemDetail as Item } from '../../shared/contract/catalogue/items.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import { formatAmount, formatPrice, primaryPrice } from '../../shared/format/price.ts'
import { shownRating } from '../../shared/format/rating.ts'
import { Gallery } from '../ui/gallery/Gallery.tsx'
import { BookingPanel } from './booking/BookingPanel.tsx'
import { CarbonButton } from './CarbonButton.tsx'
import {
  capacityLabel,
  durationLabel,
  maximumDurationLabel,
  pickUpSchedule,
  priceLabels,
} from './labels.ts'
import { itemPath, relatedItemsPath, siteLink } from './links.ts'
import { PickUpMap } from './PickUpMap.tsx'
import { QuestionsSection } from './QuestionsSection.tsx'
import { SupplierCard } from './SupplierCard.tsx'

export interface ItemDetailProps {
  item: Item
  /** origin for links into the marketplace; '' on our own site */
  siteBase?: string
  /** the widget's id: owns the feedback its dialogs raise */
  owner?: string
}

export function ItemDetail({ item, siteBase = '', owner }: ItemDetailProps) {
  const rating = shownRating(item.rating)
  const capacity = capacityLabel(item)
  const schedule = pickUpSchedule(item.pickUpDaysAndTime)
  const minimum = durationLabel(item.minimumHireDuration)
  const maximum = maximumDurationLabel(item)
  const location = item.pickUpLocation
  return (
    <article className="hire-item" aria-labelledby="hire-item-name">
      <Gallery media={item.media ?? []} name={item.itemName} thumbnails priority />
      <div className="hire-item-columns">
        <div className="hire-item-main">
          <header className="hire-item-head">
            <h1 id="hire-item-name" className="hire-item-name">
              {item.itemName}
            </h1>
            <p className="hire-item-rating">
              {rating ? (
                <>
                  <span className="hire-visually-hidden">Rating </span>
                  <span aria-hidden="true">★ </span>
                  {rating}
                </>
              ) : null}
              {item.reviewTag ? <span className="hire-item-tag">{item.reviewTag}</span> : null}
              {item.instantBooking ? (
                <span className="hire-item-badge">Instant booking</span>
              ) : null}
            </p>
          </header>
          <section aria-labelledby="hire-item-prices">
            <h2 id="hire-item-prices">Prices</h2>
            <ul className="hire-item-prices">
              {priceLabels(item.price).map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
            <p>Bond: {formatAmount(item.bond ?? 0)}</p>
          </section>
          <section aria-labelledby="hire-item-about">
            <h2 id="hire-item-about">Description</h2>
            <p className="hire-item-description">{item.itemDescription}</p>
          </section>
          <section aria-labelledby="hire-item-details">
            <h2 id="hire-item-details">Hire details</h2>
            <dl className="hire-item-facts">
              <dt>Minimum hire</dt>
              <dd>{minimum ?? 'No minimum'}</dd>
              <dt>Maximum hire</dt>
              <dd>{maximum ?? 'No maximum'}</dd>
              <dt>{capacity.term}</dt>
              <dd>{capacity.value}</dd>
            </dl>
          </section>
          <section aria-labelledby="hire-item-pickup">
            <h2 id="hire-item-pickup">Pick-up location</h2>
            <address className="hire-item-address">
              {location?.address}
              <br />
              {[location?.city, location?.state].filter(Boolean).join(', ')}
            </address>
            <PickUpMap item={item} />
            <h3>Pick-up days and times</h3>
            {schedule.length ? (
              <dl className="hire-item-hours">
                {schedule.map((row) => (
                  <div key={row.day}>
                    <dt>{row.day}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>Ask the supplier for pick-up times.</p>
            )}
          </section>
          <QuestionsSection item={item} owner={owner} />
        </div>
        <aside className="hire-item-side">
          <BookingPanel item={item} siteBase={siteBase} owner={owner} />
          <SupplierCard supplier={item.supplier} siteBase={siteBase} itemId={item._id} />
          <CarbonButton co2Save={item.co2Save} owner={owner} />
        </aside>
      </div>
      {item.relatedItems?.length ? (
        <section className="hire-item-related" aria-labelledby="hire-item-related">
          <div className="hire-item-related-head">
            <h2 id="hire-item-related">Related items</h2>
            <a href={siteLink(relatedItemsPath(item._id), siteBase)}>View all</a>
          </div>
          <ul>
            {item.relatedItems.slice(0, 5).map((related) => {
              const image = related.media?.find((entry) => entry.type !== 2)
              const price = primaryPrice(related.price)
              const relatedRating = shownRating(related.rating)
              return (
                <li key={related._id} className="hire-item-card">
                  {image ? (
                    <img
                      src={mediaUrl(image.thumbnailImage || image.url)}
                      alt=""
                      width="240"
                      height="180"
                      loading="lazy"
                    />
                  ) : null}
                  <h3>
                    <a href={siteLink(itemPath(related._id), siteBase)}>{related.itemName}</a>
                  </h3>
                  {relatedRating ? (
                    <p>
                      <span className="hire-visually-hidden">Rating </span>
                      <span aria-hidden="true">★ </span>
                      {relatedRating}
                    </p>
                  ) : null}
                  {price ? <p>{formatPrice(price)}</p> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
