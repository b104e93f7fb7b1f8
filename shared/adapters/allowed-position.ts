/**
 * The user's position only when the browser already allows location: no permission prompt
 * on opening a page that merely shows a distance. Undefined otherwise (not granted, no
 * Permissions API, no fix within 3 s). The booking detail and the supplier's own listing
 * show a distance with it. Its own module, apart from `geolocation.ts`, so the search bar's
 * and the maps' first loads do not carry it.
 */
import { locate } from './geolocation.ts'

export interface Point {
  latitude: number
  longitude: number
}

export async function allowedPosition(): Promise<Point | undefined> {
  try {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions
    if (!permissions) return undefined
    const { state } = await permissions.query({ name: 'geolocation' })
    if (state !== 'granted') return undefined
    const result = await locate(3000)
    return result.status === 'located' ? { latitude: result.lat, longitude: result.lng } : undefined
  } catch {
    return undefined
  }
}
