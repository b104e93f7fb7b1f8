/**
 * Item detail and the item lists around it (spec part 1 sections 3 and 7, "Categories,
 * items, discovery"; part 3 section 7 for the supplier-profile lists): GET /items/{id},
 * related items, recently added, most hired and last hired.
 */
import { enums, object, optional, size, string } from 'superstruct'
import { id, latitude, longitude, queryInt } from '../core/fields.ts'
import type { ItemKindCode, ItemSummary, Media, PickUpLocation, Price, Tag } from './catalogue.ts'

export const itemCalls = {
  detail: { method: 'GET', path: '/items/:id' },
} as const

export const itemDetailPath = (itemId: string) => `/items/${encodeURIComponent(itemId)}`

export const itemMessages = {
  /** spec part 1 section 8: closing the message goes back */
  notFound: 'Item not exist',
  relatedTarget: 'Send either itemId (type 0) or adventureStoryId (type 1).',
  storyNotFound: 'Story not found',
} as const

/** Duration type codes share the price codes: 1 day, 2 week, 3 month, 4 hour, 5 half day. */
export interface HireDuration {
  value: number
  type: number
}

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type PickUpDay = (typeof weekdays)[number] | 'everyday'

/** Open or pick-up hours of one day (or every day), in minutes from midnight. */
export interface PickUpSlot {
  day: PickUpDay
  startTime: number
  endTime: number
}

/** The supplier card on the item detail; links to /supplier/profile/{userId}. */
export interface SupplierCard {
  userId: string
  /** the company name for businesses, else first and last name */
  name: string
  profilePicture: string
  /** null when the supplier has no reviews yet */
  rating: number | null
  reviewCount: number
  /** how many active listings the supplier has */
  totalHireItem: number
  userType: 'INDIVIDUAL' | 'BUSINESS'
  verifyStatus: string
}

export interface QuestionSummary {
  totalQuestion: number
  /** questions still waiting for an answer */
  newQuestion: number
}

/**
 * The Item entity (part 1 section 3, part 3 section 3). Its owner also gets the fields of
 * `OwnerFields` (listings contract): status, pause, own terms PDF, subcategory and tag ids.
 */
export interface ItemDetail extends Omit<ItemSummary, 'categories'> {
  /** the supplier's user id */
  userId: string
  itemDescription: string
  itemConditionNotes: string
  reviewCount: number
  categories: {
    _id: string
    name: string
    icon: string
    /** the item's subcategory, with the item's tags */
    subCategories: { _id: string; name: string; tags: Tag[] }[]
  }
  tags: Tag[]
  availableUnits: number
  isGroupBooking: boolean
  minimumGroupNumber: number | null
  maximumGroupNumber: number | null
  isNoMaxGroup: boolean
  minimumHireDuration: HireDuration | null
  maximumHireDuration: HireDuration | null
  isNoMaxHireDuration: boolean
  /** the supplier's business hours when isSameAsBusinessHour, else the item's own */
  pickUpDaysAndTime: PickUpSlot[]
  isSameAsBusinessHour: boolean
  /** true: the marketplace's terms apply; false: the supplier's own PDF (termsAndCondDoc) */
  isApplyTermsAndCond: boolean
  termsAndCondDoc: string | null
  isInsuranceAvailable: boolean
  supplier: SupplierCard
  questions: QuestionSummary
  /** up to 5 items like this one */
  relatedItems: ItemSummary[]
  /** kg of CO2e saved by one hire of this item instead of buying */
  co2Save: number
  created: string
}

export type { ItemKindCode, Media, PickUpLocation, Price }

export const itemParams = object({ id: id() })

/** type 0: items like an item; type 1: items for a story. */
export const relatedItemsQuery = object({
  itemId: optional(id()),
  adventureStoryId: optional(id()),
  type: optional(enums(['0', '1'] as const)),
  limit: optional(queryInt(1, 50)),
  pageNo: optional(queryInt(1, 10_000)),
  latitude: optional(latitude()),
  longitude: optional(longitude()),
})

/** Supplier profile sliders and lists; without userId the whole catalogue. */
export const supplierItemsQuery = object({
  userId: optional(id()),
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
  latitude: optional(latitude()),
  longitude: optional(longitude()),
})

export const lastHiredQuery = object({
  searchKey: optional(size(string(), 0, 100)),
  /** hirer (default): items the caller hired; supplier: the caller's items others hired */
  as: optional(enums(['hirer', 'supplier'] as const)),
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
})

export interface MostHiredItem extends ItemSummary {
  hireCount: number
}

/** One row of GET /items/last-hired: the item and its latest hire. */
export interface LastHiredItem extends ItemSummary {
  bookingId: string
  /** ISO dates of the latest hire */
  startDate: string
  endDate: string
  /** dollars */
  hireCost: number
  bookingStatus: string
  /** who hired it (the caller in hirer mode) */
  hireBy: { _id: string; name: string; profilePicture: string }
}
