/**
 * The maps port: which style the map draws. The map library itself (maplibre-gl) is the
 * same for both implementations; only the style differs: the bundled offline style by
 * default, a hosted style URL when the page configures one.
 */
import type { StyleSpecification } from 'maplibre-gl'
import type { Place } from './offline/places.ts'

export type { Place, StyleSpecification }

export interface MapsPort {
  kind: 'offline' | 'hosted'
  /** What maplibre's `style` option takes: a URL (hosted) or a style object (offline). */
  style(): Promise<string | StyleSpecification>
  /**
   * Place names to draw as HTML labels over the map: the offline style has no glyph files,
   * so it cannot label places itself. Hosted styles label their own: [].
   */
  labels(): Promise<readonly Place[]>
}

/** `configure({ maps: { styleUrl } })` or `window.hireConfig.maps`: a hosted style. */
export interface MapsConfig {
  /** URL of a MapLibre style JSON (https, with any key it needs in the URL) */
  styleUrl?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    maps?: MapsConfig
  }
}
