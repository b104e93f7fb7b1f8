/** Great-circle distance in SQL (haversine, km) and the bounding box an index can use. */
import { type AnyColumn, gte, lte, type SQL, sql } from 'drizzle-orm'

export interface Point {
  latitude: number
  longitude: number
}

const earthRadiusKm = 6371
const kmPerDegree = 111.045

export function distanceKm(latitude: AnyColumn, longitude: AnyColumn, point: Point): SQL<number> {
  const lat = sql`${point.latitude}::double precision`
  const lng = sql`${point.longitude}::double precision`
  return sql<number>`(${sql.raw(String(earthRadiusKm))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude}))
    * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number)
}

/** Degrees around a point that surely contain every place within radiusKm. */
export function boundingBox(point: Point, radiusKm: number) {
  const dLat = radiusKm / kmPerDegree
  const cos = Math.cos((point.latitude * Math.PI) / 180)
  const dLng = cos > 0.01 ? Math.min(180, radiusKm / (kmPerDegree * cos)) : 180
  return {
    minLat: point.latitude - dLat,
    maxLat: point.latitude + dLat,
    minLng: point.longitude - dLng,
    maxLng: point.longitude + dLng,
  }
}

/** Conditions keeping rows within radiusKm of the point; the box lets an index narrow first. */
export function withinKm(
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
    lte(distanceKm(latitude, longitude, point), radiusKm),
  ]
}
