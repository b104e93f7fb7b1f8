/**
 * Data the location and map pages render. Lists fall back to their empty state; a list the
 * islands page through comes back null when its call failed, so the island shows the error
 * and its Retry instead of 'No result found'. One destination is either found, missing
 * (HTTP 404 for the page) or failed (HTTP 503).
 */
import type { ItemSummary, SearchItemsData } from '../../shared/contract/catalogue/catalogue.ts'
import { catalogueCalls } from '../../shared/contract/catalogue/catalogue.ts'
import {
  type DestinationDetail,
  type DestinationItemsData,
  destinationPath,
  discoveryCalls,
  discoveryPageSizes,
} from '../../shared/contract/catalogue/discovery.ts'
import { type Destination, homeCalls, type Story } from '../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { nearbyToShow } from '../../shared/domain/catalogue/destination-links.ts'
import { type MapBrowseState, mapItemsQuery } from '../../shared/domain/catalogue/map-browse.ts'
import { fetchOr, type Lookup, listOf, lookUp, pageOf } from './api.ts'

export function findDestination(id: string): Promise<Lookup<DestinationDetail>> {
  return lookUp<DestinationDetail, DestinationDetail>(destinationPath(id), (destination) =>
    typeof destination.name === 'string' ? destination : undefined,
  )
}

/** One page of a destination's listings (or of every destination's), 12 a page. */
export async function destinationListings(
  destinationId: string | undefined,
  pageNo = 1,
): Promise<ListData<ItemSummary> | null> {
  const query = { destinationId, limit: discoveryPageSizes.locationListings, pageNo }
  const data = await fetchOr<DestinationItemsData | null>(
    discoveryCalls.destinationItems.path,
    query,
    null,
  )
  return pageOf<ItemSummary>(data)
}

/** One page of the /page/map list. */
export async function mapListings(state: MapBrowseState): Promise<ListData<ItemSummary> | null> {
  const data = await fetchOr<SearchItemsData | null>(
    catalogueCalls.searchItems.path,
    mapItemsQuery(state),
    null,
  )
  return pageOf<ItemSummary>(data)
}

/** Destinations 0.5 km or more from the point, nearest first. */
export async function nearbyDestinations(
  point: { latitude: number; longitude: number },
  exceptId?: string,
): Promise<Destination[]> {
  const data = await fetchOr<unknown>(
    discoveryCalls.nearbyDestinations.path,
    { latitude: point.latitude, longitude: point.longitude, limit: 10 },
    null,
  )
  return nearbyToShow(listOf<Destination>(data), exceptId)
}

/** Every destination, for the destination filter. */
export async function allDestinations(): Promise<Destination[]> {
  const data = await fetchOr<unknown>(homeCalls.destinations.path, { limit: 100 }, null)
  return listOf<Destination>(data)
}

/** 'Get Inspired': the destination's stories, 2 on location pages (spec part 1 section 9). */
export async function destinationStories(destinationId: string, limit = 2): Promise<Story[]> {
  const data = await fetchOr<unknown>(
    homeCalls.stories.path,
    { destinationId, pageNo: 1, limit },
    null,
  )
  return listOf<Story>(data).slice(0, limit)
}
