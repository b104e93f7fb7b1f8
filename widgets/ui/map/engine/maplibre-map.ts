/**
 * The map itself, loaded only when a MapView is shown (MapView imports this module
 * dynamically): maplibre-gl's CSP build, its stylesheet and its worker. Nothing here may be
 * imported statically by a widget, or the library would join that widget's first load.
 */

import type { Marker } from 'maplibre-gl'
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline'
import workerFile from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url'
import { mapsPort, workerScriptUrl } from '../../../../shared/adapters/maps/index.ts'
import type { MapMarker } from '../types.ts'
import { loadMaplibre, type MapLibreGl } from './load-maplibre.ts'
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

let workerSet: Promise<void> | undefined

function useWorker(maplibregl: MapLibreGl): Promise<void> {
  workerSet ??= workerScriptUrl(workerFile).then((url) => maplibregl.setWorkerUrl(url))
  workerSet.catch(() => {
    workerSet = undefined
  })
  return workerSet
}

/**
 * The stylesheet goes inside the container, so it applies in a shadow root (where the
 * page's styles do not reach) as well as on our own pages, and leaves with the map.
 */
function addStylesheet(container: HTMLElement) {
  const style = document.createElement('style')
  style.textContent = maplibreCss
  container.append(style)
}

export async function mountMap(container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  const port = mapsPort()
  const maplibregl = await loadMaplibre()
  const [style, places] = await Promise.all([port.style(), port.labels(), useWorker(maplibregl)])
  addStylesheet(container)
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
