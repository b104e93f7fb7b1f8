/**
 * The /page/map body (spec part 1, "/page/map?lat&long&name"): filters, the listings near
 * the place 4 a page with numbered pagination, and the map with a marker per listed item.
 * The URL is the state: filters and pages push a history entry, back and forward restore
 * it. Rendered on the server with the first page (`initial`), then hydrated.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import {
  type MapBrowseState,
  mapPageSize,
  mapStateKey,
  mapZoom,
  parseMapState,
  serialiseMapState,
} from '../../../shared/domain/catalogue/map-browse.ts'
import { pageCount } from '../../../shared/domain/lib/pagination.ts'
import { plural } from '../../../shared/format/text.ts'
import { createMapListings } from '../../../shared/stores/catalogue/place-listings.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import { MapView } from '../../ui/map/MapView.tsx'
import { ItemGrid } from './ItemGrid.tsx'
import { MapFilters } from './MapFilters.tsx'
import { itemMarkers } from './markers.ts'
import { Pagination } from './Pagination.tsx'
import { placesStyles } from './styles.ts'

export interface MapBrowseProps {
  /** the page's query string (lat, long, name, dates, kind, page) */
  query?: string
  /** the page the server fetched for that query; null when its call failed */
  initial?: ListData<ItemSummary> | null
  /** YYYY-MM-DD on the server: the earliest day the date filter offers */
  today: string
}

export function countLabel(total: number, pageNo: number): string {
  if (total <= 0) return ''
  const first = (pageNo - 1) * mapPageSize + 1
  const last = Math.min(total, pageNo * mapPageSize)
  if (first > total) return `${total} listings found`
  return `Showing ${first}–${last} of ${plural(total, 'listing')}`
}

const href = (state: MapBrowseState) => `/page/map?${serialiseMapState(state)}`

export function MapBrowse({ query = '', initial = null, today }: MapBrowseProps) {
  const owner = useId()
  const [listings] = useState(createMapListings)
  const [state, setState] = useState(() => parseMapState(query))
  const heading = useRef<HTMLHeadingElement>(null)
  const value = useStore(listings.$list)

  useEffect(() => {
    const first = parseMapState(query)
    void listings.open(first, initial, first.pageNo)
    const restore = () => {
      const next = parseMapState(window.location.search)
      setState(next)
      void listings.open(next, null, next.pageNo)
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [query, initial, listings])

  const change = (next: MapBrowseState, toList = false) => {
    window.history.pushState(null, '', href(next))
    setState(next)
    void listings.open(next, null, next.pageNo)
    // A new page replaced the list: take keyboard and screen reader users to its start.
    // (A filter keeps focus where it is: arrow keys on a select change it in place.)
    if (toList) {
      heading.current?.focus({ preventScroll: true })
      heading.current?.scrollIntoView?.({ block: 'nearest' })
    }
  }

  // Until the store holds this query (on the server and before hydration) show the
  // server's page.
  const view =
    value.key === mapStateKey(state) && value.status !== 'idle'
      ? value
      : initial
        ? { status: 'ready' as const, list: initial.list, total: initial.total, error: undefined }
        : { status: 'loading' as const, list: [], total: 0, error: undefined }
  const pages = pageCount(view.total, mapPageSize)
  const markers = itemMarkers(view.list)

  return (
    <IslandRoot className="hire-places" styles={placesStyles} owner={owner}>
      <MapFilters state={state} today={today} onApply={(next) => change(next)} />
      <div className="places-map-layout">
        <section
          className="places-list"
          aria-labelledby={`${owner}-title`}
          aria-busy={view.status === 'loading'}
        >
          <h2 id={`${owner}-title`} ref={heading} tabIndex={-1}>
            Listings near {state.name}
          </h2>
          <p className="places-count" role="status">
            {view.status === 'loading' ? 'Loading listings…' : countLabel(view.total, state.pageNo)}
          </p>
          <ItemGrid
            status={view.status}
            list={view.list}
            error={view.error}
            skeletons={mapPageSize}
            onRetry={() => void listings.retry()}
          />
          <Pagination
            label="Listing pages"
            current={state.pageNo}
            count={pages}
            hrefFor={(pageNo) => href({ ...state, pageNo })}
            onGo={(pageNo) => change({ ...state, pageNo }, true)}
          />
        </section>
        <div className="places-map" data-marker-ids={markers.map((marker) => marker.id).join(' ')}>
          <MapView
            label={`Map of listings near ${state.name}`}
            latitude={state.latitude}
            longitude={state.longitude}
            zoom={mapZoom}
            markers={markers}
            height="100%"
          />
        </div>
      </div>
    </IslandRoot>
  )
}

export default MapBrowse
