/**
 * The still map picture's URL (GET /media/maps/static.svg, schema in static-map.ts). Apart
 * from the schema so the pages that show the picture do not download superstruct for it.
 */
export const staticMapPath = '/media/maps/static.svg'

export interface StaticMapRequest {
  lat: number
  lng: number
  zoom?: number
  width?: number
  height?: number
}

/** The picture's path (relative to the API's origin), coordinates rounded to about 10 m. */
export function staticMapUrl({ lat, lng, zoom, width, height }: StaticMapRequest): string {
  const query = new URLSearchParams({ lat: lat.toFixed(4), lng: lng.toFixed(4) })
  if (zoom !== undefined) query.set('zoom', String(zoom))
  if (width !== undefined) query.set('width', String(width))
  if (height !== undefined) query.set('height', String(height))
  return `${staticMapPath}?${query}`
}
