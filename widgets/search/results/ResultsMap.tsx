/**
 * The map beside the results: one marker per listed item that has a pick-up location,
 * centred on the searched point (or the default centre). On narrow screens it is hidden
 * until the 'Map' toggle opens it; a hidden map never loads its library.
 */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { SearchState } from '../../../shared/domain/catalogue/search-filters.ts'
import { formatPrice, primaryPrice } from '../../../shared/format/price.ts'
import { MapView } from '../../ui/map/MapView.tsx'
import type { MapMarker } from '../../ui/map/types.ts'
import { resultItemHref } from './item-link.ts'

export interface ResultsMapProps {
  id: string
  /** the narrow-screen toggle; wide screens always show the map */
  open: boolean
  state: SearchState
  list: ItemSummary[]
}

export function resultMarkers(
  list: ItemSummary[],
  dates: Pick<SearchState, 'startDate' | 'endDate'> = {},
): MapMarker[] {
  return list.flatMap((item) => {
    const location = item.pickUpLocation
    if (!location) return []
    const price = primaryPrice(item.price)
    return [
      {
        id: item._id,
        latitude: location.latitude,
        longitude: location.longitude,
        label: price ? `${item.itemName}, ${formatPrice(price)}` : item.itemName,
        href: resultItemHref(item._id, dates),
      },
    ]
  })
}

export function ResultsMap({ id, open, state, list }: ResultsMapProps) {
  return (
    <div id={id} className="results-map" data-open={open ? '' : undefined}>
      <MapView
        label="Map of results"
        latitude={state.latitude ?? 0}
        longitude={state.longitude ?? 0}
        markers={resultMarkers(list, state)}
        height="100%"
      />
    </div>
  )
}
