/**
 * The pick-up location of a listing as its owner reviews it (spec part 3 sections 2.5
 * 'Location text, and a map with a marker' and 2.6 'map location'): the address on one
 * line, without the suburb twice, and the item page's map of the point (`ui/map/
 * MapOnDemand`: a still picture with the point marked, the interactive map with its one
 * marker only on request). Only the review step and the manage view, both loaded on
 * demand, import it, so the wizard's first load does not carry the map.
 */
import type { CSSProperties } from 'react'
import { placeLine } from '../../shared/format/place.ts'
import { MapOnDemand } from '../ui/map/MapOnDemand.tsx'

/** Where the item is picked up: a saved item's pick-up location or a draft's fields. */
export interface ListingPlace {
  address: string
  city: string
  state: string
  latitude: number | null
  longitude: number | null
}

export interface ListingMapProps {
  itemName: string
  /** the marker's id: the item's, or 'draft' for a listing not yet saved */
  id: string
  place: ListingPlace
}

/**
 * The item page's box: 16:7, never shorter than 220px; the map fills it and never widens
 * it (the still picture has its own pixel width).
 */
const box: CSSProperties = {
  width: '100%',
  maxWidth: '100%',
  aspectRatio: '16 / 7',
  minHeight: '220px',
  overflow: 'hidden',
}

export function ListingMap({ itemName, id, place: where }: ListingMapProps) {
  const { city, state } = where
  const latitude = where.latitude ?? 0
  const longitude = where.longitude ?? 0
  const place = [city, state].filter(Boolean).join(', ')
  const label = itemName ? `Pick-up point of ${itemName}` : 'Pick-up point'
  return (
    <>
      <p>{placeLine(where)}</p>
      <div style={box}>
        <MapOnDemand
          label={`Map of ${place || 'the pick-up location'}`}
          latitude={latitude}
          longitude={longitude}
          markers={[{ id, latitude, longitude, label }]}
          height="100%"
        />
      </div>
    </>
  )
}
