import { describe, expect, it } from 'vitest'
import type { DestinationDetail } from '../../shared/contract/catalogue/discovery.ts'
import { breadcrumbJsonLd, destinationJsonLd } from './place-jsonld.ts'

const noosa: DestinationDetail = {
  _id: 'd1',
  name: 'Noosa',
  imageUrl: 'http://x/media/noosa.jpg',
  state: 'QLD',
  location: { coordinates: [153.09, -26.39] },
  distance: null,
  description: 'Gentle waves.',
  itemCount: 12,
}

describe('destinationJsonLd', () => {
  it('describes a TouristDestination with its place, region and coordinates', () => {
    expect(destinationJsonLd(noosa, 'https://site/location/d1', noosa.imageUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristDestination',
      '@id': 'https://site/location/d1',
      name: 'Noosa',
      url: 'https://site/location/d1',
      description: 'Gentle waves.',
      image: 'http://x/media/noosa.jpg',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Noosa',
        addressRegion: 'QLD',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -26.39, longitude: 153.09 },
    })
  })

  it('leaves out what the destination lacks', () => {
    const bare = { ...noosa, description: '', state: '', location: { coordinates: [] } }
    const data = destinationJsonLd(bare as unknown as DestinationDetail, 'u') as Record<
      string,
      unknown
    >
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('geo')
    expect(data).not.toHaveProperty('image')
    expect(data.address).not.toHaveProperty('addressRegion')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail; the last crumb is the page itself', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', url: 'https://site/' },
        { label: 'Location', url: 'https://site/location' },
        { label: 'Noosa' },
      ],
      'https://site/location/d1',
    ) as { itemListElement: { position: number; item: string }[] }
    expect(data.itemListElement.map((entry) => [entry.position, entry.item])).toEqual([
      [1, 'https://site/'],
      [2, 'https://site/location'],
      [3, 'https://site/location/d1'],
    ])
  })
})
