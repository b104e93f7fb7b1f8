/**
 * Data the location and map pages render. Lists fall back to their empty state; a list the
 * islands page through comes back null when its call failed, so the island shows the error
 * and its Retry instead of 'No result found'. One destination is either found, missing
 * (HTTP 404 for the page) or failed (HTTP 503).
 */
import { api } from '../../shared/api/client.ts'
import { ApiError } from '../../shared/api/errors.ts'
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
import { fetchOr, listOf } from './api.ts'

const timeoutMs = () => Number(process.env.HIRE_API_TIMEOUT_MS ?? 5000)

export type DestinationLookup =
  | { status: 'found'; destination: DestinationDetail }
  | { status: 'missing' }
  | { status: 'failed' }

export async function findDestination(id: string): Promise<DestinationLookup> {
  try {
    const destination = await api.get<DestinationDetail>(destinationPath(id), {
      auth: 'basic',
      signal: AbortSignal.timeout(timeoutMs()),
    })
    if (destination && typeof destination.name === 'string') return { status: 'found', destination }
    return { status: 'missing' }
  } catch (error) {
    // A malformed id (400) names no destination either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { status: 'missing' }
    }
    console.warn(`[site] GET ${destinationPath(id)} failed: ${(error as Error).message}`)
    return { status: 'failed' }
  }
}

function asList(data: unknown): ListData<ItemSummary> | null {
  if (!data || typeof data !== 'object') return null
  const record = data as Partial<ListData<ItemSummary>>
  if (!Array.isArray(record.list)) return null
  return { list: record.list, total: typeof record.total === 'number' ? record.total : 0 }
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
  return asList(data)
}

/** One page of the /page/map list. */
export async function mapListings(state: MapBrowseState): Promise<ListData<ItemSummary> | null> {
  const data = await fetchOr<SearchItemsData | null>(
    catalogueCalls.searchItems.path,
    mapItemsQuery(state),
    null,
  )
  return asList(data)
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
