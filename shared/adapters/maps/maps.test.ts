import { afterEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../config.ts'
import { defaultMapZoom, hasPosition, mapCentre, mapsPort, workerScriptUrl } from './index.ts'
import { offlineStyle } from './offline/map-style.ts'

afterEach(() => {
  configure({ maps: undefined })
  vi.unstubAllGlobals()
  vi.resetModules()
  delete window.hireConfig
})

describe('mapsPort', () => {
  it('uses the bundled offline style by default', async () => {
    const port = mapsPort()
    expect(port.kind).toBe('offline')
    const style = await port.style()
    expect(typeof style).toBe('object')
    expect((await port.labels()).map((place) => place.name)).toContain('Sydney')
  })

  it('uses a hosted style URL when configured, with no HTML labels', async () => {
    configure({ maps: { styleUrl: 'https://tiles.example.com/style.json?key=abc' } })
    const port = mapsPort()
    expect(port.kind).toBe('hosted')
    await expect(port.style()).resolves.toBe('https://tiles.example.com/style.json?key=abc')
    await expect(port.labels()).resolves.toEqual([])
  })

  it('reads window.hireConfig.maps set before the bundle loads', async () => {
    window.hireConfig = { maps: { styleUrl: 'https://tiles.example.com/dark.json' } }
    const fresh = await import('./index.ts')
    expect(fresh.mapsPort().kind).toBe('hosted')
  })

  it('ignores a style URL that is not an absolute http(s) URL', () => {
    for (const styleUrl of ['style.json', 'javascript:alert(1)', '']) {
      configure({ maps: { styleUrl } })
      expect(mapsPort().kind).toBe('offline')
    }
  })
})

describe('map centre', () => {
  it('falls back to the default centre near Sydney when a coordinate is 0 or missing', () => {
    const sydney = { lat: -33.87, lng: 151.21 }
    expect(mapCentre(0, 0)).toEqual(sydney)
    expect(mapCentre(-27.47, 0)).toEqual(sydney)
    expect(mapCentre(undefined, 153.03)).toEqual(sydney)
    expect(mapCentre(Number.NaN, 153.03)).toEqual(sydney)
    expect(mapCentre(-27.47, 153.03)).toEqual({ lat: -27.47, lng: 153.03 })
    expect(defaultMapZoom).toBe(9)
  })

  it('places a marker only with both coordinates', () => {
    expect(hasPosition({ latitude: -42.88, longitude: 147.33 })).toBe(true)
    expect(hasPosition({ latitude: 0, longitude: 147.33 })).toBe(false)
    expect(hasPosition({ latitude: null, longitude: null })).toBe(false)
  })
})

describe('offline style', () => {
  const style = offlineStyle()

  it('draws water, land, state borders and places without any network', () => {
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'land',
      'coast',
      'state-borders',
      'places-capitals',
      'places-towns',
    ])
    // No glyphs, sprites or remote sources: nothing for the map to download.
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    expect(JSON.stringify(style)).not.toMatch(/https?:/)
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false)
  })

  it('holds Australian land around the default centre', () => {
    const land = style.sources.land as { data: GeoJsonLand }
    const polygons = land.data.features[0]?.geometry.coordinates ?? []
    const mainland = polygons.find((polygon) => containsPoint(polygon[0] ?? [], [151.0, -33.8]))
    expect(mainland).toBeDefined()
    expect(polygons.some((polygon) => containsPoint(polygon[0] ?? [], [147.0, -42.0]))).toBe(true)
    // The sea off Sydney is water, not a box drawn around the continent.
    expect(polygons.some((polygon) => containsPoint(polygon[0] ?? [], [152.0, -34.0]))).toBe(false)
  })
})

describe('workerScriptUrl', () => {
  it('uses a same-origin worker file as it is', async () => {
    await expect(
      workerScriptUrl('/_astro/worker.js', 'https://hire.example/equipments/1'),
    ).resolves.toBe('https://hire.example/_astro/worker.js')
  })

  it('starts a cross-origin worker from a blob: URL of the fetched script', async () => {
    const fetch = vi.fn(async () => new Response('self.onmessage = () => {}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const url = await workerScriptUrl(
      'https://hire.example/widgets/chunks/worker.js',
      'https://partner.example/page',
    )
    expect(url).toMatch(/^blob:/)
    expect(fetch).toHaveBeenCalledWith('https://hire.example/widgets/chunks/worker.js', {
      credentials: 'omit',
    })
  })

  it('reports a failed fetch and tries again next time', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    const args = [
      'https://hire.example/widgets/chunks/gone.js',
      'https://partner.example/',
    ] as const
    await expect(workerScriptUrl(...args)).rejects.toThrow(/404/)
    await expect(workerScriptUrl(...args)).rejects.toThrow(/404/)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

type Ring = number[][]
interface GeoJsonLand {
  features: { geometry: { coordinates: Ring[][] } }[]
}

/** Ray casting: whether [lng, lat] lies inside the ring. */
function containsPoint(ring: Ring, [x, y]: [number, number]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? []
    const [xj = 0, yj = 0] = ring[j] ?? []
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
