/** Data the activities page renders, each call falling back to its empty state. */
import { browsePageSizes } from '../../shared/contract/catalogue/browse.ts'
import {
  catalogueCalls,
  type ItemSummary,
  type SearchItemsData,
} from '../../shared/contract/catalogue/catalogue.ts'
import {
  discoveryCalls,
  discoveryPageSizes,
  type TrendingActivity,
} from '../../shared/contract/catalogue/discovery.ts'
import { type Destination, homeCalls } from '../../shared/contract/catalogue/home.ts'
import { searchStateQuery } from '../../shared/domain/catalogue/search-filters.ts'
import { type ActivityFilters, trendingListingsSearch } from './activity-filters.ts'
import { fetchOr, listOf } from './api.ts'

/** Every destination, for the destination filter. */
export async function allDestinations(): Promise<Destination[]> {
  const data = await fetchOr<unknown>(homeCalls.destinations.path, { limit: 100 }, null)
  return listOf<Destination>(data).sort((a, b) => a.name.localeCompare(b.name, 'en-AU'))
}

/** The 10 trending activities near the chosen place (or anywhere), of the chosen category. */
export async function trendingActivities(filters: ActivityFilters): Promise<TrendingActivity[]> {
  const data = await fetchOr<unknown>(
    discoveryCalls.popularCategories.path,
    {
      latitude: filters.destination?.latitude,
      longitude: filters.destination?.longitude,
      categoryId: filters.category?._id,
      limit: discoveryPageSizes.trendingActivities,
    },
    null,
  )
  return listOf<TrendingActivity>(data)
}

/** The most hired listings of the choice; View all shows the rest. */
export async function trendingListings(
  filters: ActivityFilters,
): Promise<{ list: ItemSummary[]; total: number }> {
  const search = trendingListingsSearch(filters, browsePageSizes.activityListings)
  const data = await fetchOr<SearchItemsData | null>(
    catalogueCalls.searchItems.path,
    searchStateQuery(search),
    null,
  )
  return { list: listOf<ItemSummary>(data), total: data?.total ?? 0 }
}
