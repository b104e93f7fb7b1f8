/**
 * The listings of the location and map pages, each a createPagedList() keyed by its query
 * (`show` puts one numbered page in place of the list, `loadMore` appends the next):
 * `createMapListings()` pages GET /items near a point, 4 at a time (the /page/map list);
 * `createDestinationListings()` pages GET /destination-items, 12 at a time (a destination's
 * listings, or the trending listings of every destination when no id is given).
 */
import { api } from '../../api/client.ts'
import type { ItemSummary, SearchItemsData } from '../../contract/catalogue/catalogue.ts'
import { catalogueCalls } from '../../contract/catalogue/catalogue.ts'
import {
  type DestinationItemsData,
  discoveryCalls,
  discoveryPageSizes,
} from '../../contract/catalogue/discovery.ts'
import {
  type MapBrowseState,
  mapItemsQuery,
  mapPageSize,
  mapStateKey,
} from '../../domain/catalogue/map-browse.ts'
import { createPagedList } from '../lib/paged-list.ts'

export function createMapListings() {
  return createPagedList<ItemSummary, MapBrowseState>(
    (pageNo, state) =>
      api.get<SearchItemsData>(catalogueCalls.searchItems.path, {
        query: mapItemsQuery(state, pageNo),
      }),
    { pageSize: mapPageSize, keyOf: mapStateKey },
  )
}

export interface DestinationFilter {
  /** none: every destination's listings, most hired first */
  destinationId?: string | undefined
}

export function destinationItemsQuery(filter: DestinationFilter, pageNo: number) {
  const query: Record<string, string | number> = {
    limit: discoveryPageSizes.locationListings,
    pageNo,
  }
  if (filter.destinationId) query.destinationId = filter.destinationId
  return query
}

export function createDestinationListings() {
  return createPagedList<ItemSummary, DestinationFilter>(
    (pageNo, filter) =>
      api.get<DestinationItemsData>(discoveryCalls.destinationItems.path, {
        query: destinationItemsQuery(filter, pageNo),
      }),
    {
      pageSize: discoveryPageSizes.locationListings,
      keyOf: (filter) => filter.destinationId ?? '',
    },
  )
}
