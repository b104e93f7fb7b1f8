/**
 * The supplier console's request schemas and answers (spec part 3 sections 3 and 7): the
 * orders list, the supplier's cancel request, the insurance claim and the revenue graph.
 * The server validates with these; the console's forms check with the same rules
 * (shared/domain/supplier/forms.ts).
 */
import { coerce, defaulted, enums, object, optional, string } from 'superstruct'
import { rule } from '../account/fields.ts'
import { aliased, mediaList, reasonField } from '../booking/fields.ts'
import type { BookingListItem, BookingPerson, BookingRecord } from '../booking/records.ts'
import type { MostHiredItem } from '../catalogue/items.ts'
import type { ListData } from '../core/envelope.ts'
import { id, queryInt } from '../core/fields.ts'
import { claimReasons, orderTypes, revenueTypes, supplierLimits } from './calls.ts'
import { supplierApiMessages, supplierMessages } from './messages.ts'

export * from './calls.ts'
export * from './messages.ts'

export const ordersQuery = object({
  type: enums(orderTypes),
  pageNo: optional(queryInt(1, 10_000)),
  /** 0: the awaiting count alone (the badge's poll) */
  limit: optional(queryInt(0, 100)),
})

export const orderParams = object({ id: id() })

/** PUT /booking/cancel/supplier: the spec shows no payload; the cancel request's fields. */
export const supplierCancelBody = aliased(
  object({ bookingId: id(), reason: reasonField(), media: optional(mediaList()) }),
  { id: 'bookingId' },
)

export function checkClaimDetails(value: string): string | null {
  if (!value.trim()) return supplierMessages.claimDetailsRequired
  return value.length > supplierLimits.claimDetailsMax
    ? 'Details must be at most 1000 characters'
    : null
}

/** POST /user/insurance/claim: claimDetail as the call sends it, claimDetails as the entity. */
export const insuranceClaimBody = aliased(
  object({
    bookingId: id(),
    reason: defaulted(enums(claimReasons), 'overdue'),
    claimDetail: defaulted(rule(string(), checkClaimDetails), ''),
    media: optional(mediaList()),
  }),
  { claimDetails: 'claimDetail', id: 'bookingId' },
)

/** 'YYYY-MM-DD', or '0' when the period is not a chosen one. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 2000
}
const dayOrZero = () =>
  rule(string(), (value) =>
    value === '0' || isIsoDay(value) ? null : supplierApiMessages.dateInvalid,
  )

/** GET /revenue/graph: type, and sDate/eDate (also read as startDate/endDate). */
export const revenueQuery = aliased(
  object({
    type: coerce(enums(revenueTypes), string(), (text) =>
      /^\d$/.test(text) ? Number(text) : Number.NaN,
    ),
    sDate: optional(dayOrZero()),
    eDate: optional(dayOrZero()),
  }),
  { startDate: 'sDate', endDate: 'eDate' },
)

/** The hirer as a supplier's order shows them. */
export type HirerDetail = BookingPerson

/** One card of the supplier's orders list. */
export interface SupplierOrderCard extends BookingListItem {
  hirerId: string
  hirerDetail: HirerDetail
  hireCost: number
  /** SUBMITTED once a claim is made, else null */
  insuranceStatus: string | null
  cancelItem: BookingRecord['cancelItem']
  /** the pending change request's new end day, when one waits */
  changeEndDate: number | null
}

export interface OrdersData extends ListData<SupplierOrderCard> {
  /** dollars earned from every hire so far */
  totalRevenue: number
  /** the awaiting badge's count (sic) */
  awaitngReview: number
}

/** GET /awaiting/items/{id}: the whole booking as its supplier sees it. */
export interface SupplierOrderDetail extends Omit<BookingRecord, 'hirerId'> {
  hirerId: string
  hirerDetail: HirerDetail
  insuranceStatus: string | null
  /** whether the supplier already reviewed the hirer */
  hirerReviewed: boolean
}

export interface InsuranceClaimData {
  _id: string
  bookingId: string
  insuranceStatus: string
}

export interface RevenuePoint {
  /** 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:00' by hour for today, 'YYYY-MM' by month for a year) */
  date: string
  /** dollars */
  amount: number
}

export interface RevenueData {
  /** what every hire so far earned (dollars) */
  totalRevenue: number
  /** every hire so far (bookings that became hires, whatever their dates) */
  totalHired: number
  /** every counted page view of the supplier's items so far */
  totalViews: number
  /** the chosen period's figures */
  revenue: number
  hired: number
  views: number
  graph: RevenuePoint[]
  /** the period read, in the supplier's time zone */
  from: string
  to: string
  unit: 'hour' | 'day' | 'month'
  timeZone: string
}

/**
 * A row of GET /items/most-hired-items on the revenue dashboard (signed in, no userId): one
 * of the supplier's items with its hires and page views so far, counted as totalHired and
 * totalViews count them, so the rows of all the supplier's items add up to those totals.
 */
export interface MostHiredRow extends MostHiredItem {
  viewCount: number
}
