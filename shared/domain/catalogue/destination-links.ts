/**
 * Where the location pages link, and which nearby destinations they show (spec part 1,
 * "Home, search and browsing"; nearby ones at 0.5 km or more, section 7).
 */
import { nearbyMinimumKm } from '../../contract/catalogue/discovery.ts'
import type { Destination } from '../../contract/catalogue/home.ts'

export const locationHref = (destinationId: string) =>
  `/location/${encodeURIComponent(destinationId)}`

export const locationViewAllHref = (destinationId: string) =>
  `/locationViewAll?${new URLSearchParams({ locationId: destinationId })}`

/** GeoJSON keeps [longitude, latitude]; pages want them named. */
export function destinationPoint(
  destination: Pick<Destination, 'location'>,
): { latitude: number; longitude: number } | null {
  const [longitude, latitude] = destination.location?.coordinates ?? []
  return Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude: latitude as number, longitude: longitude as number }
    : null
}

/** /page/map centred on a destination, headed 'Activities in {name}'. */
export function mapHref(place: { latitude: number; longitude: number; name: string }): string {
  const params = new URLSearchParams({
    lat: String(place.latitude),
    long: String(place.longitude),
    name: place.name,
  })
  return `/page/map?${params}`
}

/** Nearby destinations worth showing: not the place itself (closer than 0.5 km), nearest first. */
export function nearbyToShow<T extends Pick<Destination, '_id' | 'distance'>>(
  list: readonly T[],
  exceptId?: string,
  limit = 8,
): T[] {
  return list
    .filter(
      (entry) =>
        entry._id !== exceptId &&
        typeof entry.distance === 'number' &&
        Number.isFinite(entry.distance) &&
        entry.distance >= nearbyMinimumKm,
    )
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
    .slice(0, limit)
}
