/**
 * schema.org data for a location page: the destination as a TouristDestination (a Place)
 * with its coordinates and region, and the page's breadcrumb trail.
 */
import type { DestinationDetail } from '../../shared/contract/catalogue/discovery.ts'
import { destinationPoint } from '../../shared/domain/catalogue/destination-links.ts'

export function destinationJsonLd(
  destination: DestinationDetail,
  pageUrl: string,
  imageUrl?: string,
): object {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    '@id': pageUrl,
    name: destination.name,
    url: pageUrl,
    address: {
      '@type': 'PostalAddress',
      addressLocality: destination.name,
      addressCountry: 'AU',
      ...(destination.state ? { addressRegion: destination.state } : {}),
    },
  }
  if (destination.description) data.description = destination.description
  if (imageUrl) data.image = imageUrl
  const point = destinationPoint(destination)
  if (point) data.geo = { '@type': 'GeoCoordinates', ...point }
  return data
}

export interface Crumb {
  label: string
  /** absolute URL; the current page has none */
  url?: string
}

export function breadcrumbJsonLd(trail: Crumb[], pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.url ?? pageUrl,
    })),
  }
}
