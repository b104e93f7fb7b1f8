/**
 * GET /media/maps/static.svg: a still picture of the offline map around a point, with the
 * point marked. Pages show it instead of the interactive map until the visitor asks for
 * that one, so no map engine downloads with the page. Outside /api/v1 (an <img> sends no
 * API key) and cacheable: the same query always draws the same picture.
 */
import { object, optional } from 'superstruct'
import { latitude, longitude, queryInt } from '../core/fields.ts'

export { staticMapPath, staticMapUrl } from './static-map-url.ts'

export const staticMapQuery = object({
  lat: latitude(),
  lng: longitude(),
  zoom: optional(queryInt(3, 14)),
  width: optional(queryInt(64, 1280)),
  height: optional(queryInt(64, 1280)),
})
