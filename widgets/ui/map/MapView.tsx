/**
 * A map of places with markers. The map library and its style load only when the map is
 * shown (scrolled into view or revealed), never with the page or widget that holds it.
 * The box keeps its height from the first paint; a skeleton fills it while the map loads,
 * and a browser that cannot draw the map (no WebGL) gets the markers as a list of links.
 */
import { useEffect, useRef, useState } from 'react'
import { defaultMapZoom, hasPosition, mapCentre } from '../../../shared/adapters/maps/centre.ts'
import type { MapHandle } from './engine/maplibre-map.ts'
import { MarkerList } from './MarkerList.tsx'
import mapCss from './map.css?inline'
import type { MapMarker, MapViewProps } from './types.ts'
import { useShown } from './use-shown.ts'
import { webglAvailable } from './webgl.ts'

export type { MapMarker, MapViewProps }

type Phase = 'waiting' | 'loading' | 'ready' | 'failed'

/** Resolves when the browser is idle (at the latest after 1.5 s). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 1500 })
    else setTimeout(resolve, 0)
  })
}

/** A separate module (and chunk): importing it is what downloads maplibre. */
export const loadMapEngine = () => import('./engine/maplibre-map.ts')

export function MapView({
  label,
  latitude,
  longitude,
  zoom = defaultMapZoom,
  markers = [],
  height = '360px',
}: MapViewProps) {
  const box = useRef<HTMLElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const map = useRef<MapHandle | null>(null)
  const shown = useShown(box)
  const [phase, setPhase] = useState<Phase>('waiting')
  const centre = mapCentre(latitude, longitude)
  const placed = markers.filter(hasPosition)
  const markersKey = JSON.stringify(placed)
  // The latest props, read when the map finishes loading (they may change meanwhile).
  const latest = useRef({ centre, zoom, markers: placed })
  latest.current = { centre, zoom, markers: placed }

  useEffect(() => {
    const container = canvas.current
    if (!shown || !container) return
    if (!webglAvailable()) {
      setPhase('failed')
      return
    }
    let cancelled = false
    setPhase('loading')
    // Once the page is idle: the list beside the map (results) is interactive first.
    whenIdle()
      .then(loadMapEngine)
      .then(({ mountMap }) => mountMap(container, latest.current))
      .then((handle) => {
        if (cancelled) return handle.remove()
        map.current = handle
        setPhase('ready')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.warn('Map unavailable:', error)
        setPhase('failed')
      })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
    }
  }, [shown])

  // markersKey stands for the markers' content: a new array with the same markers is no change.
  useEffect(() => {
    if (phase === 'ready') map.current?.setMarkers(latest.current.markers)
  }, [markersKey, phase])

  useEffect(() => {
    if (phase === 'ready') map.current?.setView({ lat: centre.lat, lng: centre.lng }, zoom)
  }, [centre.lat, centre.lng, zoom, phase])

  return (
    <section
      ref={box}
      aria-label={label}
      className="hire-map"
      data-phase={phase}
      style={{ height }}
    >
      <style>{mapCss}</style>
      <div ref={canvas} className="hire-map-canvas" hidden={phase === 'failed'} />
      {phase === 'waiting' || phase === 'loading' ? (
        <div className="hire-map-skeleton" role="status">
          <span className="hire-skeleton" aria-hidden="true" />
          <span className="hire-visually-hidden">Loading map</span>
        </div>
      ) : null}
      {phase === 'failed' ? <MarkerList markers={placed} /> : null}
    </section>
  )
}

export default MapView
