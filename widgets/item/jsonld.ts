/**
 * schema.org Product JSON-LD for the item page, with one Offer in AUD per price (search
 * engines read the first). Safe to inline in a script element: '<' is escaped.
 */
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { priceTypeLabel } from '../../shared/format/price.ts'

export function itemJsonLd(item: ItemDetail, pageUrl: string, imageUrls: string[]): object {
  const offers = (item.price ?? [])
    .filter((price) => Number.isFinite(price.amount))
    .map((price) => ({
      '@type': 'Offer',
      price: price.amount.toFixed(2),
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      description: `Hire per ${priceTypeLabel(price.type)}`,
    }))
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': pageUrl,
    name: item.itemName,
    description: item.itemDescription,
    url: pageUrl,
    category: item.categories?.name,
    brand: { '@type': 'Brand', name: item.supplier?.name },
    offers: offers.length === 1 ? offers[0] : offers,
  }
  if (imageUrls.length) data.image = imageUrls
  if (item.reviewCount > 0 && item.rating > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: item.rating.toFixed(1),
      reviewCount: item.reviewCount,
    }
  }
  return data
}

/** JSON for a `<script type="application/ld+json">` that cannot close the element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
