/**
 * GET /media/maps/static.svg?lat&lng[&zoom&width&height]: the still map around a point
 * (shared/contract/maps/static-map.ts). Public, like the media it sits beside; the picture
 * depends only on the query and the bundled map data, so browsers keep it for a week.
 */
import { Hono } from 'hono'
import { staticMapQuery } from '../../../shared/contract/maps/static-map.ts'
import type { AppEnv } from '../../http/context.ts'
import { mediaHeaders } from '../../http/media-headers.ts'
import { readQuery } from '../../http/validate.ts'
import { staticMapSvg } from '../../services/maps/static-map-svg.ts'

export function staticMapRoutes() {
  const routes = new Hono<AppEnv>()
  routes.get('/static.svg', (c) => {
    const query = readQuery(c, staticMapQuery)
    const svg = staticMapSvg({
      lat: query.lat,
      lng: query.lng,
      zoom: query.zoom ?? 11,
      width: query.width ?? 640,
      height: query.height ?? 360,
    })
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=604800',
      ...mediaHeaders('image/svg+xml', 'static.svg'),
    })
  })
  return routes
}
