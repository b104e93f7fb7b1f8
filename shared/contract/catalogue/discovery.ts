/**
 * Destinations, trending activities and story pages (spec part 1 section 7, "Categories,
 * items, discovery"): the location pages, the activities page and /stories/{id}.
 */
import { object, optional } from 'superstruct'
import { id, latitude, longitude, queryInt } from '../core/fields.ts'
import type { ItemSummary } from './catalogue.ts'
import type { Destination, Story } from './home.ts'

export const discoveryCalls = {
  destinationItems: { method: 'GET', path: '/destination-items' },
  destination: { method: 'GET', path: '/users/destination-city/:id' },
  destinationCategories: { method: 'GET', path: '/destination-category' },
  popularCategories: { method: 'GET', path: '/items/popular-categories' },
  nearbyDestinations: { method: 'GET', path: '/users/nearby-destination' },
  story: { method: 'GET', path: '/user/adventure/stories/:id' },
} as const

export const destinationPath = (destinationId: string) =>
  `/users/destination-city/${encodeURIComponent(destinationId)}`
export const storyPath = (storyId: string) =>
  `/user/adventure/stories/${encodeURIComponent(storyId)}`

export const discoveryMessages = {
  destinationNotFound: 'Destination not found',
  storyNotFound: 'Story not found',
} as const

/** Listings of a destination are those within this distance of its centre. */
export const destinationRadiusKm = 60
/** The client hides nearby destinations closer than this (the place itself). */
export const nearbyMinimumKm = 0.5
/** Trending activities show 10 (spec part 1 section 9); location listings 12 per page. */
export const discoveryPageSizes = { trendingActivities: 10, locationListings: 12 } as const

export interface DestinationDetail extends Destination {
  description: string
  /** active listings within destinationRadiusKm */
  itemCount: number
}

export interface DestinationItemsData {
  list: ItemSummary[]
  total: number
  /** the destination the list is for; distances are from its centre */
  destination: { _id: string; name: string } | null
}

/** A category with the number of listings near the point. */
export interface NearbyCategory {
  _id: string
  name: string
  icon: string
  itemCount: number
}

/** A trending activity: a subcategory with its picture and the listings near the point. */
export interface TrendingActivity {
  _id: string
  name: string
  image: string
  description: string
  categoryId: string
  categoryName: string
  itemCount: number
  /** hires of those listings: the trend */
  hireCount: number
}

export interface StoryDetail extends Story {
  category: { _id: string; name: string } | null
  destination: { _id: string; name: string } | null
  /** up to 5 listings for the story (all of them: GET /items/related-items?type=1) */
  relatedItems: ItemSummary[]
}

export const destinationParams = object({ id: id() })
export const storyParams = object({ id: id() })

export const destinationItemsQuery = object({
  destinationId: optional(id()),
  categoryId: optional(id()),
  itemCategoryType: optional(queryInt(1, 2)),
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
})

/** Without a point, the default map centre near Sydney. */
export const pointQuery = object({
  latitude: optional(latitude()),
  longitude: optional(longitude()),
  limit: optional(queryInt(1, 50)),
})

export const popularCategoriesQuery = object({
  latitude: optional(latitude()),
  longitude: optional(longitude()),
  categoryId: optional(id()),
  limit: optional(queryInt(1, 50)),
})

export const nearbyDestinationsQuery = object({
  latitude: latitude(),
  longitude: longitude(),
  limit: optional(queryInt(1, 50)),
})
