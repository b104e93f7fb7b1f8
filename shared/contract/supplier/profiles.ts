/**
 * The supplier public profile (spec part 3 section 2.11): what GET /user/profile-view/{id}
 * adds for profile pages, and the reviews of GET /user/reviews. The item sliders use
 * GET /items/recently-added-items and /items/most-hired-items with userId (items.ts).
 */
import { object, optional } from 'superstruct'
import { catalogueCalls, type Tag } from '../catalogue/catalogue.ts'
import type { QuestionSummary } from '../catalogue/items.ts'
import { id, queryInt } from '../core/fields.ts'

export const supplierCalls = {
  reviews: { method: 'GET', path: '/user/reviews' },
} as const

/**
 * Profile pages show 6 tags and 6 reviews first and load 10 reviews per request; item lists
 * (and the profile's sliders) load 10 items a page.
 */
export const supplierLimits = {
  tagsShown: 6,
  reviewsShown: 6,
  reviewPageSize: 10,
  itemPageSize: 10,
} as const

/**
 * The supplier's item lists (/supplier/items/{type}/{id}) and the call behind each: RECENT
 * is 'Recently added Listing', MOST_HIRED 'Highly rated Listing' (spec part 3 section 2.11).
 */
export const supplierListTypes = {
  RECENT: { title: 'Recently added Listing', path: catalogueCalls.recentlyAdded.path },
  MOST_HIRED: { title: 'Highly rated Listing', path: catalogueCalls.mostHired.path },
} as const
export type SupplierListType = keyof typeof supplierListTypes

export function isSupplierListType(value: unknown): value is SupplierListType {
  return typeof value === 'string' && Object.hasOwn(supplierListTypes, value)
}

/** One day of a business's opening hours, in minutes from midnight. */
export interface BusinessHours {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
  open: number
  close: number
}

/** What a profile page adds to the public profile. */
export interface SupplierFacts {
  /** same as _id */
  userId: string
  /** the company name for businesses, else first and last name */
  name: string
  /** tags of the supplier's listings, most used first */
  tags: Tag[]
  /** categories of the supplier's listings, most listed first */
  categories: { _id: string; name: string; icon: string }[]
  /** businesses only: opening hours; null for individuals */
  hours: BusinessHours[] | null
  /** for the map: a business's own address, an individual's suburb (coordinates rounded) */
  location: { address: string; latitude: number; longitude: number } | null
  questions: QuestionSummary
}

export const reviewsQuery = object({
  userId: id(),
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
})

/** 1: a hirer reviewed the supplier's item; 2: a supplier reviewed the hirer. */
export type ReviewType = 1 | 2

export interface Review {
  _id: string
  /** 1 to 5 */
  rating: number
  comment: string
  reviewer: { _id: string; name: string; profilePicture: string }
  /** the same person, in the shape of the part 3 review card */
  userData: { name: string; profilePicture: string }
  type: ReviewType
  reviewTags: { tagName: string }[]
  itemId: string | null
  itemName: string | null
  created: string
}

export interface ReviewsData {
  list: Review[]
  total: number
  /** the reviewed user's average, one decimal; null without reviews */
  rating: number | null
}
