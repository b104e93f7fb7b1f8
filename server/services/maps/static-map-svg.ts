/**
 * Draws the still map: the offline map's data (Natural Earth land, city dots and names)
 * around a point in Web Mercator, as the interactive map projects it, with a pin at the
 * point. Land is clipped to the picture, so a small map costs a few kilobytes however long
 * the coastline is.
 */
import { readFileSync } from 'node:fs'
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson'
import { offlineColours } from '../../../shared/adapters/maps/offline/colours.ts'
import { places } from '../../../shared/adapters/maps/offline/places.ts'

export interface StaticMapOptions {
  lat: number
  lng: number
  zoom: number
  width: number
  height: number
}

type Point = [number, number]
type Ring = Point[]

const tileSize = 256
/** Land drawn past the edges, so clipped outlines never show along the picture's border. */
const margin = 8

let rings: Position[][] | undefined

function landRings(): Position[][] {
  if (rings) return rings
  const file = new URL('../../../shared/adapters/maps/offline/land.geojson', import.meta.url)
  const land = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon | MultiPolygon>
  rings = land.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(),
  )
  return rings
}

/** Web Mercator pixels at this zoom, relative to the picture's top-left corner. */
function projector({ lat, lng, zoom, width, height }: StaticMapOptions) {
  const scale = tileSize * 2 ** zoom
  const world = (lon: number, la: number): Point => {
    const sin = Math.sin((Math.max(-85, Math.min(85, la)) * Math.PI) / 180)
    return [
      ((lon + 180) / 360) * scale,
      (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
    ]
  }
  const [cx, cy] = world(lng, lat)
  return (lon: number, la: number): Point => {
    const [x, y] = world(lon, la)
    return [x - cx + width / 2, y - cy + height / 2]
  }
}

/** Sutherland–Hodgman: the part of a ring inside the box [low, high] on both axes. */
function clipRing(ring: Ring, low: Point, high: Point): Ring {
  let output = ring
  for (const axis of [0, 1] as const) {
    for (const [edge, inside] of [
      [low[axis], (p: Point) => p[axis] >= low[axis]],
      [high[axis], (p: Point) => p[axis] <= high[axis]],
    ] as const) {
      const input = output
      output = []
      for (let i = 0; i < input.length; i++) {
        const current = input[i] as Point
        const previous = input[(i + input.length - 1) % input.length] as Point
        if (inside(current) !== inside(previous)) {
          const t = (edge - previous[axis]) / (current[axis] - previous[axis])
          const cross: Point = [
            previous[0] + t * (current[0] - previous[0]),
            previous[1] + t * (current[1] - previous[1]),
          ]
          output.push(cross)
        }
        if (inside(current)) output.push(current)
      }
      if (!output.length) return output
    }
  }
  return output
}

const round = (value: number) => Math.round(value * 10) / 10

function landPath(project: (lng: number, lat: number) => Point, width: number, height: number) {
  const low: Point = [-margin, -margin]
  const high: Point = [width + margin, height + margin]
  return landRings()
    .map((ring) =>
      clipRing(
        ring.map(([lon = 0, la = 0]) => project(lon, la)),
        low,
        high,
      ),
    )
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`)
    .join('')
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function staticMapSvg(options: StaticMapOptions): string {
  const { width, height, zoom } = options
  const project = projector(options)
  const cities = places
    .filter((place) => place.rank === 1 || zoom >= 6)
    .map((place) => ({ place, at: project(place.lng, place.lat) }))
    .filter(({ at: [x, y] }) => x >= 0 && x <= width && y >= 0 && y <= height)
    .map(
      ({ place, at: [x, y] }) =>
        `<circle cx="${round(x)}" cy="${round(y)}" r="3" fill="${offlineColours.place}" stroke="#fff"/>` +
        `<text x="${round(x + 6)}" y="${round(y + 4)}">${escapeXml(place.name)}</text>`,
    )
    .join('')
  const [px, py] = [width / 2, height / 2]
  // The pin's tip sits on the point, like the interactive map's marker.
  const pin = `<path d="M${px} ${py}c-2-7-11-11-11-20a11 11 0 0 1 22 0c0 9-9 13-11 20z" fill="#d93a3a" stroke="#fff" stroke-width="2"/><circle cx="${px}" cy="${py - 20}" r="4" fill="#fff"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${offlineColours.water}"/>` +
    `<path d="${landPath(project, width, height)}" fill="${offlineColours.land}" stroke="${offlineColours.coast}" stroke-width="0.8"/>` +
    `<g font-family="system-ui,sans-serif" font-size="12" fill="${offlineColours.place}">${cities}</g>` +
    `${pin}</svg>`
  )
}
