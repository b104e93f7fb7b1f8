/**
 * The location map under the pick-up address: a still picture with the pick-up point marked,
 * and the interactive map (one marker) only when the visitor asks for it, so the map engine
 * never weighs on the item page. Without coordinates the map opens on the default centre.
 */
import type { ItemDetail as Item } from '../../shared/contract/catalogue/items.ts'
import { MapOnDemand } from '../ui/map/MapOnDemand.tsx'

export function PickUpMap({ item }: { item: Item }) {
  const location = item.pickUpLocation
  const latitude = location?.latitude ?? 0
  const longitude = location?.longitude ?? 0
  const place = [location?.city, location?.state].filter(Boolean).join(', ')
  return (
    <div className="hire-item-map">
      <MapOnDemand
        label={`Map of ${place || 'the pick-up location'}`}
        latitude={latitude}
        longitude={longitude}
        markers={[
          { id: item._id, latitude, longitude, label: `Pick-up point of ${item.itemName}` },
        ]}
        height="100%"
      />
    </div>
  )
}
