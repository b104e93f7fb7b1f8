/**
 * City names over the offline map, as HTML: the offline style has no glyph files to draw
 * text with. One aria-hidden layer (the names are context; the markers carry the content),
 * repositioned on every move. Capitals show at every zoom, towns from zoom 6.
 */
import type { Map as MapLibreMap } from 'maplibre-gl'
import type { Place } from '../../../../shared/adapters/maps/index.ts'

const townZoom = 6

export function addPlaceLabels(map: MapLibreMap, places: readonly Place[]): () => void {
  if (!places.length) return () => {}
  const layer = document.createElement('div')
  layer.className = 'hire-map-places'
  layer.setAttribute('aria-hidden', 'true')
  const labels = places.map((place) => {
    const label = document.createElement('span')
    label.className = 'hire-map-place'
    label.textContent = place.name
    layer.append(label)
    return { place, label }
  })
  map.getCanvasContainer().append(layer)
  const update = () => {
    const zoom = map.getZoom()
    for (const { place, label } of labels) {
      const shown = place.rank === 1 || zoom >= townZoom
      label.hidden = !shown
      if (!shown) continue
      const point = map.project([place.lng, place.lat])
      label.style.transform = `translate(${Math.round(point.x + 6)}px, ${Math.round(point.y - 9)}px)`
    }
  }
  map.on('move', update)
  update()
  return () => {
    map.off('move', update)
    layer.remove()
  }
}
