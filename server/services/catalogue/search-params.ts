/**
 * Translates the search query of GET /items (already validated by the contract schema)
 * into an ItemQuery, rejecting combinations the schema alone cannot see.
 */
import type { Infer } from 'superstruct'
import type { searchItemsQuery } from '../../../shared/contract/catalogue/catalogue.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { badRequest } from '../../http/errors.ts'
import type { Period } from '../availability.ts'
import type { Point } from './geo.ts'
import { paging } from './item-pages.ts'
import type { ItemOrder, ItemQuery } from './item-search.ts'

export type SearchItemsQuery = Infer<typeof searchItemsQuery>

/** Searches near a point keep items within this distance. */
export const searchRadiusKm = 100
export const defaultPageSize = 10
/** Dollars; beyond this a price filter is a mistake (and would overflow integer cents). */
const maxPrice = 1_000_000

const dayMs = 24 * 60 * 60 * 1000
// Epoch milliseconds between 2000 and 2200: anything else is a unit mistake.
const earliest = Date.UTC(2000, 0, 1)
const latest = Date.UTC(2200, 0, 1)

const sortCodes: Record<number, ItemOrder> = {
  1: 'mostHired',
  2: 'cheapest',
  3: 'supplierRating',
  4: 'mostFavourites',
  6: 'closest',
  7: 'rating',
}

export function pointOf(query: { latitude?: number; longitude?: number }): Point | undefined {
  const { latitude, longitude } = query
  if (latitude === undefined && longitude === undefined) return undefined
  if (latitude === undefined || longitude === undefined) {
    throw badRequest('latitude and longitude must be given together')
  }
  return { latitude, longitude }
}

export function periodOf(query: { startDate?: number; endDate?: number }): Period | undefined {
  const { startDate, endDate } = query
  if (startDate === undefined && endDate === undefined) return undefined
  if (startDate === undefined) throw badRequest('startDate is required when endDate is given')
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (value !== undefined && (value < earliest || value > latest)) {
      throw badRequest(`${name} must be a date in epoch milliseconds`)
    }
  }
  const end = endDate ?? startDate
  if (end < startDate) throw badRequest('endDate must not be before startDate')
  // Search dates are days (the picker sends each day's local midnight) and the last day is
  // hired too, as bookings count it: the period runs to the end of endDate's day.
  return { start: new Date(startDate), end: new Date(end + dayMs) }
}

export function searchWords(query: SearchItemsQuery): string[] {
  const text = (query.search || query.defaultInputValue || '').trim()
  return text ? text.split(/\s+/).slice(0, 8) : []
}

export function toItemQuery(query: SearchItemsQuery, viewerId: string | null): ItemQuery {
  const point = pointOf(query)
  const { startPrice, endPrice, sortOn } = query
  for (const [name, value] of [
    ['startPrice', startPrice],
    ['endPrice', endPrice],
  ] as const) {
    if (value !== undefined && value < 0) throw badRequest(`${name} must be at least 0`)
    if (value !== undefined && value > maxPrice)
      throw badRequest(`${name} must be at most ${maxPrice}`)
  }
  if (startPrice !== undefined && endPrice !== undefined && startPrice > endPrice) {
    throw badRequest('startPrice must not be greater than endPrice')
  }
  if (sortOn !== undefined && !sortCodes[sortOn]) {
    throw badRequest('sortOn must be one of 1, 2, 3, 4, 6, 7')
  }
  const order: ItemOrder = sortOn
    ? (sortCodes[sortOn] ?? 'mostHired')
    : point
      ? 'closest'
      : 'mostHired'
  return {
    filters: {
      words: searchWords(query),
      categoryId: query.categoryId,
      subCategoryIds: query.subCategoryIds,
      tagIds: query.tags,
      itemCategoryType: query.itemCategoryType,
      instantBooking: query.instantBooking,
      minDayPriceCents: startPrice === undefined ? undefined : toCents(startPrice),
      maxDayPriceCents: endPrice === undefined ? undefined : toCents(endPrice),
      period: periodOf(query),
      radiusKm: point ? searchRadiusKm : undefined,
      verifiedBusinessOnly: sortOn === 7,
    },
    order,
    point,
    ...paging(query, defaultPageSize),
    viewerId,
  }
}
