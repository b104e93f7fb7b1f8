/**
 * The bundled offline style: water, Natural Earth land, state borders and city dots. It
 * needs no network and no glyph or sprite files, so it has no text layers: place names are
 * drawn as HTML by the map component (see `places.ts`). Colours keep the map quiet so the
 * item markers stand out.
 */
import type { FeatureCollection } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import { offlineColours } from './colours.ts'
import landText from './land.geojson?raw'
import { places } from './places.ts'
import { stateBorders } from './states.ts'

export { offlineColours }

let land: FeatureCollection | undefined

export function offlineStyle(): StyleSpecification {
  land ??= JSON.parse(landText) as FeatureCollection
  return {
    version: 8,
    name: 'Hire offline',
    sources: {
      land: { type: 'geojson', data: land, attribution: 'Natural Earth' },
      states: {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiLineString', coordinates: stateBorders.map((line) => [...line]) },
        },
      },
      places: {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: places.map((place) => ({
            type: 'Feature',
            properties: { name: place.name, rank: place.rank },
            geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
          })),
        },
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': offlineColours.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': offlineColours.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': offlineColours.coast, 'line-width': 0.8 },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'states',
        paint: {
          'line-color': offlineColours.border,
          'line-width': 1,
          'line-dasharray': [4, 3],
        },
      },
      placeLayer('capitals', 1, 0),
      placeLayer('towns', 2, 6),
    ],
  }
}

function placeLayer(id: string, rank: number, minzoom: number): StyleSpecification['layers'][0] {
  return {
    id: `places-${id}`,
    type: 'circle',
    source: 'places',
    minzoom,
    filter: ['==', ['get', 'rank'], rank],
    paint: {
      'circle-radius': rank === 1 ? 4 : 3,
      'circle-color': offlineColours.place,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1,
    },
  }
}
