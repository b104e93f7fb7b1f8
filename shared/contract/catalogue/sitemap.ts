/**
 * What the sitemap needs beyond the public lists it already reads (items, categories,
 * destinations, stories): the suppliers with public profiles, GET /users/suppliers. A
 * supplier is a user with at least one listed item; `updated` is their newest listing.
 */
import { object, optional } from 'superstruct'
import { queryInt } from '../core/fields.ts'

export const sitemapCalls = {
  suppliers: { method: 'GET', path: '/users/suppliers' },
} as const

/** Page sizes the sitemap reads its lists with (each the list's largest allowed limit). */
export const sitemapPageSizes = {
  suppliers: 1000,
  items: 100,
  stories: 50,
  destinations: 100,
  categories: 100,
} as const

export interface SupplierEntry {
  _id: string
  /** the company name for businesses, else first and last name */
  name: string
  /** ISO date-time of the supplier's newest listed item */
  updated: string
}

export const suppliersQuery = object({
  limit: optional(queryInt(1, 1000)),
  pageNo: optional(queryInt(1, 10_000)),
})
