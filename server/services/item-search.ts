/**
 * The item query behind search and every item list: filters, distance, sort and paging all
 * happen in SQL and answer the page's ids, whose cards item-cards.ts loads, and the total. Filters on other tables are
 * subqueries or id lists rather than joins, so the count reads items alone and the planner
 * can combine its indexes (the trigram index for text, btree ones for the rest).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { bookmarks, categories, isListed, items, itemTags, users } from '../db/schema.ts'
import type { Absolute } from '../http/urls.ts'
import { bookedOutItems, type Period } from './availability.ts'
import { distanceKm, type Point, withinKm } from './geo.ts'
import { type CardRow, itemCards } from './item-cards.ts'
import { matchWords, type WordMatch, wordMatches } from './search-words.ts'

export interface ItemFilters {
  /** every word must match the name, description, category or subcategory name */
  words?: string[]
  categoryId?: string
  subCategoryIds?: string[]
  tagIds?: string[]
  itemCategoryType?: number
  instantBooking?: boolean
  minDayPriceCents?: number
  maxDayPriceCents?: number
  /** only items with a unit free for the whole period */
  period?: Period
  /** only items within this many km of the point */
  radiusKm?: number
  verifiedBusinessOnly?: boolean
  outdoorOnly?: boolean
  /** one supplier's listings */
  supplierId?: string
  excludeIds?: string[]
  /** only the items this user bookmarked */
  bookmarkedBy?: string
  ids?: string[]
  /** also items no longer listed (history such as past hires) */
  anyStatus?: boolean
}

export type ItemOrder =
  | 'mostHired'
  | 'closest'
  | 'cheapest'
  | 'mostFavourites'
  | 'supplierRating'
  | 'rating'
  | 'newest'

export interface ItemQuery {
  filters: ItemFilters
  order: ItemOrder
  point?: Point
  limit: number
  offset: number
  viewerId: string | null
  /** orderings that come before the order's own (e.g. same subcategory first) */
  rank?: SQL[]
}

function conditions(filters: ItemFilters, point: Point | undefined, words: WordMatch[]): SQL[] {
  const where: SQL[] = filters.anyStatus ? [] : [isListed]
  if (filters.ids) where.push(inArray(items.id, filters.ids))
  for (const word of words) where.push(wordMatches(word))
  if (filters.categoryId) where.push(eq(items.categoryId, filters.categoryId))
  if (filters.subCategoryIds?.length)
    where.push(inArray(items.subCategoryId, filters.subCategoryIds))
  if (filters.tagIds?.length) {
    const tagIds = filters.tagIds
    where.push(
      sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${items.id} and ${inArray(itemTags.tagId, tagIds)})`,
    )
  }
  if (filters.itemCategoryType) where.push(eq(items.itemCategoryType, filters.itemCategoryType))
  if (filters.instantBooking !== undefined)
    where.push(eq(items.instantBooking, filters.instantBooking))
  if (filters.minDayPriceCents !== undefined)
    where.push(gte(items.dayPriceCents, filters.minDayPriceCents))
  if (filters.maxDayPriceCents !== undefined)
    where.push(lte(items.dayPriceCents, filters.maxDayPriceCents))
  if (filters.period) where.push(sql`${items.id} not in (${bookedOutItems(filters.period)})`)
  if (filters.verifiedBusinessOnly) {
    where.push(
      sql`${items.supplierId} = any(array(select ${users.id} from ${users} where ${users.userType} = 'BUSINESS' and ${users.verifyStatus} = 'VERIFIED'))`,
    )
  }
  if (filters.outdoorOnly) {
    where.push(
      sql`${items.categoryId} = any(array(select ${categories.id} from ${categories} where ${categories.isOutdoor}))`,
    )
  }
  if (filters.supplierId) where.push(eq(items.supplierId, filters.supplierId))
  if (filters.excludeIds?.length) where.push(notInArray(items.id, filters.excludeIds))
  if (filters.bookmarkedBy) {
    where.push(
      sql`exists (select 1 from ${bookmarks} where ${bookmarks.itemId} = ${items.id} and ${bookmarks.userId} = ${filters.bookmarkedBy})`,
    )
  }
  if (point && filters.radiusKm !== undefined) {
    where.push(...withinKm(items.latitude, items.longitude, point, filters.radiusKm))
  }
  return where
}

const supplierRating = sql`(select ${users.rating} from ${users} where ${users.id} = ${items.supplierId})`

function ordering(order: ItemOrder, distance: SQL<number> | null): SQL[] {
  const tieBreak = asc(items.id)
  switch (order) {
    case 'closest':
      return distance ? [asc(distance), tieBreak] : [desc(items.hireCount), tieBreak]
    case 'cheapest':
      return [asc(items.dayPriceCents), tieBreak]
    case 'mostFavourites':
      return [desc(items.bookmarkCount), tieBreak]
    case 'supplierRating':
      return [desc(supplierRating), desc(items.rating), tieBreak]
    case 'rating':
      return [desc(items.rating), desc(items.reviewCount), tieBreak]
    case 'newest':
      return [desc(items.createdAt), tieBreak]
    default:
      return [desc(items.hireCount), tieBreak]
  }
}

/** A page of cards in order, and how many items match in all. */
export async function searchItems(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<{ list: CardRow[]; total: number }> {
  const distance = query.point ? distanceKm(items.latitude, items.longitude, query.point) : null
  const words = await matchWords(db, query.filters.words ?? [])
  const where = and(...conditions(query.filters, query.point, words))
  // Ids first, then the cards of the page: the page query can then be answered from an
  // index alone (closest first reads only the location index).
  const rows = await db
    .select({ id: items.id, distance: distance ?? sql<null>`null` })
    .from(items)
    .where(where)
    .orderBy(...(query.rank ?? []), ...ordering(query.order, distance))
    .limit(query.limit)
    .offset(query.offset)
  const hits = rows.map((row) => ({
    id: row.id,
    distance: row.distance === null ? null : Number(row.distance),
  }))
  // A short page that is not empty, or an empty first page, tells the total without counting.
  const known =
    hits.length > 0 && hits.length < query.limit
      ? query.offset + hits.length
      : hits.length === 0 && query.offset === 0
        ? 0
        : null
  const [list, counted] = await Promise.all([
    itemCards(db, hits, query.viewerId, absolute),
    known === null ? db.select({ n: count() }).from(items).where(where) : Promise.resolve([]),
  ])
  return { list, total: known ?? counted[0]?.n ?? 0 }
}
