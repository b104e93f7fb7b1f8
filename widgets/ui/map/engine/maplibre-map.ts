/**
 * The map itself, loaded only when a MapView is shown (MapView imports this module
 * dynamically): maplibre-gl's standard build (its worker comes with it) and its stylesheet. Nothing here may be
 * imported statically by a widget, or the library would join that widget's first load.
 */

import type { Marker } from 'maplibre-gl'
import stylesheetFile from 'maplibre-gl/dist/maplibre-gl.css?url'
import { mapsPort } from '../../../../shared/adapters/maps/index.ts'
import type { MapMarker } from '../types.ts'
import { loadMaplibre } from './load-maplibre.ts'
import { markerElement } from './markers.ts'
import { addPlaceLabels } from './place-labels.ts'

export interface MapOptions {
  centre: { lat: number; lng: number }
  zoom: number
  markers: MapMarker[]
}

export interface MapHandle {
  setMarkers(markers: MapMarker[]): void
  setView(centre: { lat: number; lng: number }, zoom: number): void
  remove(): void
}

/**
 * maplibre's stylesheet, as a file (cached, parsed off the script): linked inside the
 * container, so it applies in a shadow root (where the page's styles do not reach) as well
 * as on our own pages, and leaves with the map. Resolves once loaded (or failed: the map
 * still works, only its controls look plain).
 */
function addStylesheet(container: HTMLElement): Promise<void> {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = new URL(stylesheetFile, import.meta.url).href
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve()
    link.onerror = () => resolve()
  })
  container.append(link)
  return loaded
}

export async function mountMap(container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  const port = mapsPort()
  const [maplibregl, style, places] = await Promise.all([
    loadMaplibre(),
    port.style(),
    port.labels(),
    addStylesheet(container),
  ])
  const map = new maplibregl.Map({
    container,
    style,
    center: [options.centre.lng, options.centre.lat],
    zoom: options.zoom,
    attributionControl: { compact: true },
    // maplibre makes the canvas a region of its own inside ours: name it for how it is used.
    locale: { 'Map.Title': 'Interactive map: drag or use the arrow keys to move' },
  })
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right')
  const removeLabels = addPlaceLabels(map, places)

  let shown: Marker[] = []
  const setMarkers = (markers: MapMarker[]) => {
    for (const marker of shown) marker.remove()
    shown = markers.map((marker) =>
      new maplibregl.Marker({
        element: markerElement(marker, () =>
          map.easeTo({ center: [marker.longitude, marker.latitude] }),
        ),
        anchor: 'bottom',
      })
        .setLngLat([marker.longitude, marker.latitude])
        .addTo(map),
    )
  }
  setMarkers(options.markers)

  await new Promise<void>((resolve, reject) => {
    const failed = (event: { error?: Error }) => {
      map.off('load', loaded)
      reject(event.error ?? new Error('The map could not load'))
    }
    const loaded = () => {
      map.off('error', failed)
      resolve()
    }
    map.once('load', loaded)
    map.once('error', failed)
  }).catch((error: unknown) => {
    removeLabels()
    map.remove()
    throw error
  })

  return {
    setMarkers,
    setView: (centre, zoom) => map.jumpTo({ center: [centre.lng, centre.lat], zoom }),
    remove: () => {
      removeLabels()
      map.remove()
    },
  }
}
