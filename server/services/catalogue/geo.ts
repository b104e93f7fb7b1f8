/** Great-circle distance in SQL (haversine, km) and the bounding box an index can use. */
import { type AnyColumn, gte, lte, type SQL, sql } from 'drizzle-orm'

export interface Point {
  latitude: number
  longitude: number
}

const earthRadiusKm = 6371
const degrees = (radians: number) => (radians * 180) / Math.PI
// The box only narrows the rows the haversine then decides on: a hair too wide is harmless,
// too narrow would drop places at the edge of the radius.
const marginDegrees = 1e-6

export function distanceKm(latitude: AnyColumn, longitude: AnyColumn, point: Point): SQL<number> {
  const lat = sql`${point.latitude}::double precision`
  const lng = sql`${point.longitude}::double precision`
  return sql<number>`(${sql.raw(String(earthRadiusKm))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude}))
    * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number)
}

/**
 * Degrees around a point that surely contain every place within radiusKm (on the sphere of
 * the haversine above). Places at the radius reach their largest longitude difference
 * poleward of the point, asin(sin(r) / cos(latitude)); a box reaching a pole or across the
 * antimeridian leaves longitude open.
 */
export function boundingBox(point: Point, radiusKm: number) {
  const angle = radiusKm / earthRadiusKm
  const dLat = degrees(angle) + marginDegrees
  const minLat = point.latitude - dLat
  const maxLat = point.latitude + dLat
  const ratio = Math.sin(angle) / Math.cos((point.latitude * Math.PI) / 180)
  const open = angle >= Math.PI / 2 || minLat <= -90 || maxLat >= 90 || ratio >= 1
  const dLng = open ? 180 : degrees(Math.asin(ratio)) + marginDegrees
  const wraps = point.longitude - dLng < -180 || point.longitude + dLng > 180
  return {
    minLat,
    maxLat,
    minLng: wraps ? -180 : point.longitude - dLng,
    maxLng: wraps ? 180 : point.longitude + dLng,
  }
}

/** Conditions keeping rows in the bounding box: a superset of the radius an index can use. */
export function inBox(
  latitude: AnyColumn,
  longitude: AnyColumn,
  point: Point,
  radiusKm: number,
): SQL[] {
  const box = boundingBox(point, radiusKm)
  return [
    gte(latitude, box.minLat),
    lte(latitude, box.maxLat),
    gte(longitude, box.minLng),
    lte(longitude, box.maxLng),
  ]
}

/** Conditions keeping rows within radiusKm of the point; the box lets an index narrow first. */
export function withinKm(
  latitude: AnyColumn,
  longitude: AnyColumn,
  point: Point,
  radiusKm: number,
): SQL[] {
  return [
    ...inBox(latitude, longitude, point, radiusKm),
    lte(distanceKm(latitude, longitude, point), radiusKm),
  ]
}
