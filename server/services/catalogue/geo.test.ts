import { describe, expect, it } from 'vitest'
import { boundingBox, type Point } from './geo.ts'

const earthRadiusKm = 6371
const rad = Math.PI / 180

/** The haversine of geo.ts, in JavaScript. */
function haversineKm(from: Point, to: Point) {
  const a =
    Math.sin(((to.latitude - from.latitude) * rad) / 2) ** 2 +
    Math.cos(from.latitude * rad) *
      Math.cos(to.latitude * rad) *
      Math.sin(((to.longitude - from.longitude) * rad) / 2) ** 2
  return earthRadiusKm * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The place `km` away from `from` in the direction `bearing` (degrees from north). */
function destination(from: Point, bearing: number, km: number): Point {
  const angle = km / earthRadiusKm
  const lat = from.latitude * rad
  const theta = bearing * rad
  const toLat = Math.asin(
    Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(theta),
  )
  const toLng =
    from.longitude * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat),
      Math.cos(angle) - Math.sin(lat) * Math.sin(toLat),
    )
  const longitude = ((((toLng / rad + 180) % 360) + 360) % 360) - 180
  return { latitude: toLat / rad, longitude }
}

const inBox = (box: ReturnType<typeof boundingBox>, place: Point) =>
  place.latitude >= box.minLat &&
  place.latitude <= box.maxLat &&
  place.longitude >= box.minLng &&
  place.longitude <= box.maxLng

describe('boundingBox', () => {
  it('holds every place within the radius, in every direction, at any latitude', () => {
    const latitudes = [-89.9, -85, -80, -60, -33.8915, 0, 12.5, 45, 80, 84, 89.5]
    const longitudes = [-179.95, -120, 0, 151.2767, 179.95]
    const missed: string[] = []
    for (const radiusKm of [0.5, 60, 100, 2500]) {
      for (const latitude of latitudes) {
        for (const longitude of longitudes) {
          const centre = { latitude, longitude }
          const box = boundingBox(centre, radiusKm)
          for (let bearing = 0; bearing < 360; bearing += 0.5) {
            // Just inside the radius, where the haversine keeps the place.
            const place = destination(centre, bearing, radiusKm * (1 - 1e-9))
            if (haversineKm(centre, place) <= radiusKm && !inBox(box, place)) {
              missed.push(`${radiusKm} km from ${latitude},${longitude} at ${bearing}°`)
            }
          }
        }
      }
    }
    expect(missed).toEqual([])
  })

  it('stays close to the radius where no pole or antimeridian is near', () => {
    const sydney = { latitude: -33.8688, longitude: 151.2093 }
    const box = boundingBox(sydney, 100)
    const north = destination(sydney, 0, 100.01)
    const east = destination(sydney, 90, 100.01)
    expect(box.maxLat).toBeLessThan(north.latitude)
    expect(box.maxLat - sydney.latitude).toBeCloseTo(100 / (earthRadiusKm * rad), 5)
    // The widest longitude is reached a little poleward of due east, so the box is wider
    // than the point due east, but by well under a kilometre.
    expect(box.maxLng).toBeGreaterThan(east.longitude - 0.001)
    expect(haversineKm(sydney, { latitude: sydney.latitude, longitude: box.maxLng })).toBeLessThan(
      101,
    )
  })

  it('leaves longitude open when the radius reaches a pole or crosses the antimeridian', () => {
    expect(boundingBox({ latitude: 89.5, longitude: 10 }, 100)).toMatchObject({
      minLng: -180,
      maxLng: 180,
    })
    expect(boundingBox({ latitude: -16.5, longitude: 179.5 }, 100)).toMatchObject({
      minLng: -180,
      maxLng: 180,
    })
    const far = boundingBox({ latitude: 0, longitude: 0 }, 30_000)
    expect(far).toMatchObject({ minLng: -180, maxLng: 180 })
    expect(far.minLat).toBeLessThan(-90)
  })
})
