/**
 * Chooses the map style from the page configuration: the bundled offline style by default,
 * a hosted style with `configure({ maps: { styleUrl } })` (or `window.hireConfig.maps`).
 * The offline style's data is a dynamic import, so choosing costs nothing until a map shows.
 */
import { $config } from '../../config.ts'
import type { MapsPort } from './port.ts'

export { defaultMapZoom, hasPosition, mapCentre } from './centre.ts'
export type { MapsConfig, MapsPort, Place, StyleSpecification } from './port.ts'
export { workerScriptUrl } from './worker-url.ts'

export const offlineMaps: MapsPort = {
  kind: 'offline',
  style: () => import('./offline/map-style.ts').then(({ offlineStyle }) => offlineStyle()),
  labels: () => import('./offline/places.ts').then(({ places }) => places),
}

export function hostedMaps(styleUrl: string): MapsPort {
  return { kind: 'hosted', style: async () => styleUrl, labels: async () => [] }
}

/** Only absolute http(s) URLs count: anything else would fail later, inside the map. */
function validStyleUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export function mapsPort(): MapsPort {
  const styleUrl = validStyleUrl($config.get().maps?.styleUrl)
  return styleUrl ? hostedMaps(styleUrl) : offlineMaps
}
