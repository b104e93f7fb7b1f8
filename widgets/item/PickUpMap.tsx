/**
 * The location map under the pick-up address: one marker at the pick-up point. The map
 * library loads only when the map scrolls into view, so it never weighs on the item's
 * first load. Without coordinates the map opens on the default centre with no marker.
 */
import type { ItemDetail as Item } from '../../shared/contract/catalogue/items.ts'
import { MapView } from '../ui/map/MapView.tsx'

export function PickUpMap({ item }: { item: Item }) {
  const location = item.pickUpLocation
  const latitude = location?.latitude ?? 0
  const longitude = location?.longitude ?? 0
  const place = [location?.city, location?.state].filter(Boolean).join(', ')
  return (
    <div className="hire-item-map">
      <MapView
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
