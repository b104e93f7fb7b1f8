/**
 * Where a map opens (spec part 1): the given point, or the default centre near Sydney when
 * latitude or longitude is 0 or missing (a location that was denied or never set).
 */
import { defaultLocation } from '../geolocation.ts'

export const defaultMapZoom = 9

const usable = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0

export function mapCentre(latitude?: number | null, longitude?: number | null) {
  return usable(latitude) && usable(longitude) && Math.abs(latitude) <= 90
    ? { lat: latitude, lng: longitude }
    : { lat: defaultLocation.lat, lng: defaultLocation.lng }
}

/** A marker can be placed only with both coordinates set (0 means unset in the API). */
export function hasPosition(point: { latitude?: number | null; longitude?: number | null }) {
  return usable(point.latitude) && usable(point.longitude) && Math.abs(point.latitude) <= 90
}
