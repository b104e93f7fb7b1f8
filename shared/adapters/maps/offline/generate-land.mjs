/**
 * Regenerates land.geojson, the offline map's land: Natural Earth coastlines from the
 * world-atlas package (public domain data, ISC-licensed packaging), cut to Australia and
 * its neighbours, simplified and rounded so the file stays small. (`.geojson`, not `.json`:
 * the formatter would otherwise spread the one-line file over thousands of lines.) Run by hand, only when
 * the land should change (the output is committed; nothing runs this at build time):
 *
 *   npm pack world-atlas@2.0.2 --pack-destination /tmp && tar xzf /tmp/world-atlas-2.0.2.tgz -C /tmp
 *   node shared/adapters/maps/offline/generate-land.mjs /tmp/package
 *
 * TopoJSON is decoded here (a few lines) so regenerating needs no other package.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const atlas = process.argv[2]
if (!atlas) throw new Error('usage: generate-land.mjs <unpacked world-atlas folder>')

// Australia gets the detailed coastline; the neighbours only a rough outline for context
// when the map is zoomed out. Boxes are [west, south, east, north].
const australia = [112, -44.5, 154, -9]
const neighbours = [100, -50, 180, 0]
const passes = [
  { file: 'land-10m.json', tolerance: 0.01, minArea: 0.002, keep: (b) => inside(b, australia) },
  {
    file: 'land-110m.json',
    tolerance: 0.05,
    minArea: 0.1,
    keep: (b) => touches(b, neighbours) && !inside(b, australia),
  },
]

const inside = (b, box) => b[0] >= box[0] && b[1] >= box[1] && b[2] <= box[2] && b[3] <= box[3]
const touches = (b, box) => b[0] <= box[2] && b[2] >= box[0] && b[1] <= box[3] && b[3] >= box[1]

function bounds(ring) {
  const b = [180, 90, -180, -90]
  for (const [x, y] of ring) {
    b[0] = Math.min(b[0], x)
    b[1] = Math.min(b[1], y)
    b[2] = Math.max(b[2], x)
    b[3] = Math.max(b[3], y)
  }
  return b
}

/** Polygons (arrays of rings of [lng, lat]) of the topology's `land` object. */
function landPolygons(topology) {
  const { scale, translate } = topology.transform
  const arcs = topology.arcs.map((arc) => {
    let x = 0
    let y = 0
    return arc.map(([dx, dy]) => {
      x += dx
      y += dy
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]]
    })
  })
  const ring = (indexes) =>
    indexes.flatMap((index, n) => {
      const points = index < 0 ? [...arcs[~index]].reverse() : arcs[index]
      return n === 0 ? points : points.slice(1)
    })
  return topology.objects.land.geometries.flatMap((geometry) =>
    geometry.type === 'Polygon'
      ? [geometry.arcs.map(ring)]
      : geometry.arcs.map((polygon) => polygon.map(ring)),
  )
}

/** Douglas–Peucker: drops points closer than `tolerance` degrees to the simplified line. */
function simplify(points, tolerance) {
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack = [[0, points.length - 1]]
  while (stack.length) {
    const [a, b] = stack.pop()
    const [x1, y1] = points[a]
    const [dx, dy] = [points[b][0] - x1, points[b][1] - y1]
    const length = dx * dx + dy * dy
    let far = -1
    let farthest = tolerance
    for (let i = a + 1; i < b; i++) {
      const [x, y] = points[i]
      const t = length ? Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length)) : 0
      const distance = Math.hypot(x - x1 - t * dx, y - y1 - t * dy)
      if (distance > farthest) [far, farthest] = [i, distance]
    }
    if (far > 0) {
      keep[far] = 1
      stack.push([a, far], [far, b])
    }
  }
  return points.filter((_, i) => keep[i])
}

// Two decimals is about 1 km: finer than the simplification, so rounding costs nothing.
const round = ([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]

function compact(ring, tolerance) {
  const points = simplify(ring, tolerance).map(round)
  return points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1])
}

const polygons = []
for (const pass of passes) {
  const topology = JSON.parse(readFileSync(join(atlas, pass.file), 'utf8'))
  for (const polygon of landPolygons(topology)) {
    const b = bounds(polygon[0])
    if (!pass.keep(b) || (b[2] - b[0]) * (b[3] - b[1]) < pass.minArea) continue
    const rings = polygon.map((ring) => compact(ring, pass.tolerance)).filter((r) => r.length >= 4)
    if (rings.length) polygons.push(rings)
  }
}

const land = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } },
  ],
}
const out = new URL('./land.geojson', import.meta.url)
writeFileSync(out, `${JSON.stringify(land)}\n`)
console.log(`land.geojson: ${polygons.length} polygons`)
