/**
 * Categories and item search (spec part 1 sections 3 and 7, "Categories, items, discovery").
 * Money travels as dollars with two decimals; the database keeps integer cents.
 */
import { enums, object, optional, size, string } from 'superstruct'
import {
  id,
  latitude,
  longitude,
  queryBoolean,
  queryIdList,
  queryInt,
  queryNumber,
} from '../core/fields.ts'

export const catalogueCalls = {
  categories: { method: 'GET', path: '/items/categories' },
  homeCategories: { method: 'GET', path: '/user/categories/home' },
  searchItems: { method: 'GET', path: '/items' },
  popularItems: { method: 'GET', path: '/items/popular-items' },
  outdoorWeekend: { method: 'GET', path: '/items/outdoor-weekend' },
  suggestions: { method: 'GET', path: '/items/suggestions' },
  related: { method: 'GET', path: '/items/related-items' },
  recentlyAdded: { method: 'GET', path: '/items/recently-added-items' },
  mostHired: { method: 'GET', path: '/items/most-hired-items' },
  lastHired: { method: 'GET', path: '/items/last-hired' },
} as const

/** Price and duration type codes. */
export const priceType = { day: 1, week: 2, month: 3, hour: 4, halfDay: 5 } as const
export type PriceTypeCode = (typeof priceType)[keyof typeof priceType]

/** The unit word of each price type code, as prices and hire limits say it. */
export const priceTypeLabels: Record<PriceTypeCode, string> = {
  1: 'day',
  2: 'week',
  3: 'month',
  4: 'hour',
  5: 'half day',
}

/** itemCategoryType: 1 experience (group booking), 2 product (available units). */
export const itemKind = { experience: 1, product: 2 } as const
export type ItemKindCode = (typeof itemKind)[keyof typeof itemKind]

/** Sort codes for search, in the order the sort menu shows them. */
export const sortOptions = [
  { code: 1, label: 'Most hired' },
  { code: 6, label: 'Closest to me' },
  { code: 2, label: 'Minimum hire' },
  { code: 4, label: 'Most favourites' },
  { code: 3, label: 'Highest rated supplier' },
  { code: 7, label: 'Verified business only' },
] as const
export type SortCode = (typeof sortOptions)[number]['code']

/** Category chunk sizes: 6 for the home carousel, 10 for pickers, 100 for full lists. */
export const categoryChunk = { home: 6, picker: 10, full: 100 } as const

/** Results per search page: the search bar's first page and every page after it. */
export const searchPageSize = 10

export interface Tag {
  _id: string
  tagName: string
}
export interface SubCategory {
  _id: string
  name: string
  image: string
  description: string
  tags: Tag[]
}
export interface Category {
  _id: string
  name: string
  icon: string
  co2Save: number
  isSelected?: boolean
  subCategories: SubCategory[]
  tags: Tag[]
}
export interface CategoriesData {
  categoriesList: Category[]
  total: number
}

export interface Media {
  url: string
  thumbnailImage: string
  /** 1 image, 2 video */
  type: 1 | 2
}
export interface Price {
  amount: number
  type: PriceTypeCode
}
export interface PickUpLocation {
  address: string
  city: string
  state: string
  latitude: number
  longitude: number
}

/** What an item card needs; the item detail adds more fields in its own module. */
export interface ItemSummary {
  _id: string
  itemName: string
  media: Media[]
  rating: number
  reviewTag: string
  /** kilometres from the searched point, when one was given */
  distance: number | null
  price: Price[]
  bond: number
  bookMarked: boolean
  instantBooking: boolean
  itemCategoryType: ItemKindCode
  categories: { _id: string; name: string; icon: string }
  pickUpLocation: PickUpLocation
}

export interface SearchItemsData {
  list: ItemSummary[]
  total: number
  categoryName: string | null
}

/** A typeahead entry of GET /items/suggestions: search by `name`, or open its category. */
export interface Suggestion {
  type: 'category' | 'subCategory' | 'item'
  _id: string
  name: string
  categoryId: string
}
export interface SuggestionsData {
  list: Suggestion[]
}

export const categoriesQuery = object({
  chunk: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
})

export const searchItemsQuery = object({
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
  search: optional(size(string(), 0, 100)),
  defaultInputValue: optional(size(string(), 0, 100)),
  latitude: optional(latitude()),
  longitude: optional(longitude()),
  address: optional(size(string(), 0, 200)),
  startDate: optional(queryNumber()),
  endDate: optional(queryNumber()),
  categoryId: optional(id()),
  subCategoryIds: optional(queryIdList()),
  tags: optional(queryIdList()),
  userType: optional(enums(['INDIVIDUAL', 'BUSINESS'])),
  instantBooking: optional(queryBoolean()),
  sortOn: optional(queryInt(1, 7)),
  startPrice: optional(queryNumber()),
  endPrice: optional(queryNumber()),
  itemCategoryType: optional(queryInt(1, 2)),
})

export const listQuery = object({
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
  latitude: optional(latitude()),
  longitude: optional(longitude()),
})

export const suggestionsQuery = object({
  search: size(string(), 1, 100),
  limit: optional(queryInt(1, 20)),
})
