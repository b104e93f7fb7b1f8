import { describe, expect, it } from 'vitest'
import {
  destinationPoint,
  locationHref,
  locationViewAllHref,
  mapHref,
  nearbyToShow,
} from './destination-links.ts'

describe('destination links', () => {
  it('builds the location, view-all and map paths', () => {
    expect(locationHref('a b')).toBe('/location/a%20b')
    expect(locationViewAllHref('abc')).toBe('/locationViewAll?locationId=abc')
    expect(mapHref({ latitude: -28.0167, longitude: 153.4, name: 'Gold coast' })).toBe(
      '/page/map?lat=-28.0167&long=153.4&name=Gold+coast',
    )
  })

  it('reads GeoJSON [longitude, latitude]', () => {
    expect(destinationPoint({ location: { coordinates: [151.21, -33.87] } })).toEqual({
      latitude: -33.87,
      longitude: 151.21,
    })
    expect(
      destinationPoint({ location: { coordinates: [] as unknown as [number, number] } }),
    ).toBeNull()
  })
})

describe('nearbyToShow', () => {
  const d = (_id: string, distance: number | null) => ({ _id, distance })
  it('drops the place itself and anything closer than 0.5 km, nearest first', () => {
    const list = [d('far', 120), d('self', 0), d('near', 0.5), d('tiny', 0.49), d('none', null)]
    expect(nearbyToShow(list).map((entry) => entry._id)).toEqual(['near', 'far'])
  })
  it('drops the named place even when its distance is not zero, and limits the list', () => {
    const list = [d('a', 1), d('b', 2), d('c', 3)]
    expect(nearbyToShow(list, 'a', 1).map((entry) => entry._id)).toEqual(['b'])
  })
})
