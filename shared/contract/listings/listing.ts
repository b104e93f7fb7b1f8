/**
 * The listing payload of POST /items and PUT /items (spec part 3 sections 3 and 7), the
 * answers of GET /seller/items, and the availability call. The schema checks shapes only;
 * every rule with a message is `checkListing` in `shared/domain/listings/rules.ts`, which
 * the wizard and the server both run.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
} from 'superstruct'
import type { ItemKindCode, ItemSummary } from '../catalogue/catalogue.ts'
import { weekdays } from '../catalogue/items.ts'
import { id, latitude, longitude, queryInt } from '../core/fields.ts'
import { listingLimits } from './calls.ts'

const weekday = enums([...weekdays, 'everyday'] as const)

const url = () => size(string(), 1, 1000)
const whole = (lowest: number, highest: number) => min(max(integer(), highest), lowest)

/** A wizard duration: type 1 days, 2 weeks, 3 months, 4 hours. */
export const durationStruct = object({
  type: enums([1, 2, 3, 4] as const),
  value: whole(0, listingLimits.durationMax),
})

export const listingBody = object({
  itemName: size(string(), 0, 200),
  itemCategoryType: enums([1, 2] as const),
  availableUnits: optional(whole(0, 1_000_000)),
  categories: object({
    _id: id(),
    subCategoryId: optional(nullable(id())),
    tags: optional(size(array(id()), 0, 50)),
  }),
  media: size(
    array(
      object({
        url: url(),
        thumbnailImage: optional(size(string(), 0, 1000)),
        type: enums([1, 2] as const),
      }),
    ),
    0,
    20,
  ),
  itemDescription: size(string(), 0, 5000),
  itemConditionNotes: optional(size(string(), 0, 1000)),
  address: size(string(), 0, 300),
  city: size(string(), 0, 100),
  state: size(string(), 0, 100),
  latitude: latitude(),
  longitude: longitude(),
  pickUpDaysAndTime: size(
    array(object({ day: weekday, startTime: whole(0, 1440), endTime: whole(0, 1440) })),
    0,
    20,
  ),
  isSameAsBusinessHour: optional(boolean()),
  minimumHireDuration: durationStruct,
  maximumHireDuration: optional(nullable(durationStruct)),
  isNoMaxHireDuration: optional(boolean()),
  isGroupBooking: optional(boolean()),
  minimumGroupNumber: optional(nullable(whole(0, 1_000_000))),
  maximumGroupNumber: optional(nullable(whole(0, 1_000_000))),
  isNoMaxGroup: optional(boolean()),
  price: size(
    array(object({ type: enums([1, 2, 3, 4, 5] as const), amount: min(number(), -1e9) })),
    0,
    5,
  ),
  bond: optional(min(max(number(), 1e9), -1e9)),
  instantBooking: optional(boolean()),
  isInsuranceAvailable: optional(boolean()),
  isApplyTermsAndCond: boolean(),
  termsAndCondDoc: optional(nullable(size(string(), 0, 1000))),
})
export type ListingPayload = Infer<typeof listingBody>

/** PUT /items: the same fields and the item's id. */
export const listingUpdateBody = object({ ...listingBody.schema, itemId: id() })
export type ListingUpdatePayload = Infer<typeof listingUpdateBody>

export const sellerItemsQuery = object({
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, 50)),
})

/** PUT /items/change/availability: one of the three forms. */
export const availabilityBody = object({
  itemId: id(),
  unavailableToday: optional(boolean()),
  fromDate: optional(string()),
  toDate: optional(string()),
  removeDate: optional(literal(true)),
})
export type AvailabilityPayload = Infer<typeof availabilityBody>

/**
 * GET /items/{id}/unavailable-dates: `from` and `to` are YYYY-MM-DD; `zone` is the hirer's
 * time zone ('Australia/Sydney', as the browser names it), whose midnights start the
 * days. A client that names no zone may send `offset` (the route's: Date.getTimezoneOffset);
 * with neither, the days are the marketplace's (Australia/Sydney).
 */
export const unavailableDatesQuery = object({
  from: optional(string()),
  to: optional(string()),
  zone: optional(size(string(), 1, 64)),
})

/** A card of GET /seller/items: the search card plus the owner's fields. */
export interface SellerItem extends ItemSummary {
  created: string
  itemCategoryType: ItemKindCode
  unavailableToday: boolean
  unavailablePeriod: { fromDate: string; toDate: string } | null
}

/** What the owner reads in GET /items/{id} beyond the public detail. */
export interface OwnerFields {
  status: string
  unavailableToday: boolean
  unavailablePeriod: { fromDate: string; toDate: string } | null
  /** the uploaded PDF, kept even while the marketplace's terms apply */
  ownTermsDoc: string | null
  subCategoryId: string | null
  tagIds: string[]
}

/** GET /items/{id}/unavailable-dates: YYYY-MM-DD days the hirer cannot book. */
export interface UnavailableDates {
  dates: string[]
  from: string
  to: string
}
