/**
 * What the activities page (/page/activities) shows for its address. A subcategory or
 * category card links here with `id` and `name` (category-specific activities); the
 * page's own filter form sends `destination` and `category` (an empty value: all). The
 * filter form, once sent, wins over the card's `id`. Pure: the page fetches, this decides.
 */
import { type Category, searchPageSize } from '../../shared/contract/catalogue/catalogue.ts'
import type { Destination } from '../../shared/contract/catalogue/home.ts'
import { destinationPoint } from '../../shared/domain/catalogue/destination-links.ts'
import {
  type SearchState,
  serialiseSearchState,
} from '../../shared/domain/catalogue/search-filters.ts'

export interface ActivityFilters {
  destination: (Destination & { latitude: number; longitude: number }) | null
  category: Category | null
  /** the subcategory a card pointed at, within `category` */
  subCategory: { _id: string; name: string } | null
  /** the name the card gave, when it named something we know */
  focusName: string | null
}

function withPoint(destination: Destination | undefined) {
  const point = destination ? destinationPoint(destination) : null
  return destination && point ? { ...destination, ...point } : null
}

export function readActivityFilters(
  params: URLSearchParams,
  categories: Category[],
  destinations: Destination[],
): ActivityFilters {
  const destination = withPoint(
    destinations.find((entry) => entry._id === params.get('destination')),
  )
  const none = { destination, category: null, subCategory: null, focusName: null }
  if (params.has('category')) {
    const category = categories.find((entry) => entry._id === params.get('category')) ?? null
    return { ...none, category }
  }
  const id = params.get('id')
  if (!id) return none
  const category = categories.find((entry) => entry._id === id)
  if (category) return { ...none, category, focusName: category.name }
  for (const parent of categories) {
    const sub = parent.subCategories?.find((entry) => entry._id === id)
    if (sub) {
      return {
        ...none,
        category: parent,
        subCategory: { _id: sub._id, name: sub.name },
        focusName: sub.name,
      }
    }
  }
  return none
}

/** The search behind Trending Listings (most hired first) and its View all. */
export function trendingListingsSearch(filters: ActivityFilters, limit: number): SearchState {
  return {
    limit,
    pageNo: 1,
    sortOn: 1,
    categoryId: filters.category?._id,
    subCategoryIds: filters.subCategory ? [filters.subCategory._id] : [],
    latitude: filters.destination?.latitude,
    longitude: filters.destination?.longitude,
    address: filters.destination?.name,
    tags: [],
  }
}

/** View all: the most popular list when nothing is chosen, else the same search in full. */
export function viewAllHref(filters: ActivityFilters): string {
  if (!filters.destination && !filters.category) return '/list/equipments/POPULAR'
  return `/search-result?${serialiseSearchState(trendingListingsSearch(filters, searchPageSize))}`
}

/** Where a trending activity (a subcategory) leads: its listings, near the chosen place. */
export function activityHref(
  activity: { _id: string; categoryId: string },
  filters: Pick<ActivityFilters, 'destination'>,
): string {
  const state: SearchState = {
    limit: searchPageSize,
    pageNo: 1,
    categoryId: activity.categoryId,
    subCategoryIds: [activity._id],
    latitude: filters.destination?.latitude,
    longitude: filters.destination?.longitude,
    address: filters.destination?.name,
    tags: [],
  }
  return `/search-result?${serialiseSearchState(state)}`
}

/** The activities page a subcategory card opens: its id and name, as the spec passes them. */
export function activitiesHref(target: { _id: string; name: string }): string {
  return `/page/activities?${new URLSearchParams({ id: target._id, name: target.name })}`
}
