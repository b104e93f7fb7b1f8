/** Map markers for the listed items: one per item with a pick-up point, labelled and linked. */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { formatPrice, primaryPrice } from '../../../shared/format/price.ts'
import type { MapMarker } from '../../ui/map/MapView.tsx'

export function itemMarkers(items: readonly ItemSummary[]): MapMarker[] {
  const markers: MapMarker[] = []
  for (const item of items) {
    const latitude = item.pickUpLocation?.latitude
    const longitude = item.pickUpLocation?.longitude
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    const price = primaryPrice(item.price)
    markers.push({
      id: item._id,
      latitude,
      longitude,
      label: price ? `${item.itemName}, ${formatPrice(price)}` : item.itemName,
      href: `/equipments/${encodeURIComponent(item._id)}`,
    })
  }
  return markers
}
