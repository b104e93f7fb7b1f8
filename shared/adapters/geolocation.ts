/**
 * The browser's current position for 'Use my current location'. A refusal falls back to
 * the default map centre near Sydney (spec part 1 section 9) so the search still works.
 */
export const defaultLocation = { lat: -33.87, lng: 151.21, label: 'Sydney NSW' } as const

export type LocateResult =
  | { status: 'located'; lat: number; lng: number }
  /** permission refused: the default location is used */
  | { status: 'denied'; lat: number; lng: number }
  /** no fix in time or no position source: the default location is used */
  | { status: 'unavailable'; lat: number; lng: number }
  | { status: 'unsupported' }

const permissionDenied = 1

export function locate(timeout = 10_000): Promise<LocateResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
  if (!geolocation) return Promise.resolve({ status: 'unsupported' })
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          status: 'located',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        }),
      (error) =>
        resolve({
          status: error.code === permissionDenied ? 'denied' : 'unavailable',
          lat: defaultLocation.lat,
          lng: defaultLocation.lng,
        }),
      { timeout, maximumAge: 300_000 },
    )
  })
}
