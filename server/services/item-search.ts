/**
 * The item query behind search, popular and weekend lists: filters, distance, sort and
 * paging all happen in SQL. Rows come back with what an item card needs except prices and
 * media, which item-cards.ts loads for the page in two more queries.
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
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { bookmarks, categories, items, itemTags, subCategories, users } from '../db/schema.ts'
import { hasFreeUnits, type Period } from './availability.ts'
import { distanceKm, type Point, withinKm } from './geo.ts'

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

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

function conditions(filters: ItemFilters, point: Point | undefined): SQL[] {
  const where: SQL[] = filters.anyStatus ? [] : [eq(items.status, 'ACTIVE')]
  if (filters.ids) where.push(inArray(items.id, filters.ids))
  for (const word of filters.words ?? []) {
    const pattern = likePattern(word)
    const matches = or(
      sql`${items.itemName} ilike ${pattern}`,
      sql`${items.itemDescription} ilike ${pattern}`,
      sql`${categories.name} ilike ${pattern}`,
      sql`${subCategories.name} ilike ${pattern}`,
    )
    if (matches) where.push(matches)
  }
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
  if (filters.period) where.push(hasFreeUnits(filters.period))
  if (filters.verifiedBusinessOnly) {
    where.push(eq(users.userType, 'BUSINESS'), eq(users.verifyStatus, 'VERIFIED'))
  }
  if (filters.outdoorOnly) where.push(eq(categories.isOutdoor, true))
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
      return [desc(users.rating), desc(items.rating), tieBreak]
    case 'rating':
      return [desc(items.rating), desc(items.reviewCount), tieBreak]
    case 'newest':
      return [desc(items.createdAt), tieBreak]
    default:
      return [desc(items.hireCount), tieBreak]
  }
}

export async function findItems(db: Db, query: ItemQuery) {
  const distance = query.point ? distanceKm(items.latitude, items.longitude, query.point) : null
  const where = and(...conditions(query.filters, query.point))
  const bookMarked = query.viewerId
    ? sql`exists (select 1 from ${bookmarks} where ${bookmarks.itemId} = ${items.id} and ${bookmarks.userId} = ${query.viewerId})`
    : sql`false`
  const pageQuery = db
    .select({
      item: items,
      categoryName: categories.name,
      categoryIcon: categories.icon,
      distance: distance ?? sql<null>`null`,
      bookMarked: sql<boolean>`${bookMarked}`,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, items.subCategoryId))
    .innerJoin(users, eq(users.id, items.supplierId))
    .where(where)
    .orderBy(...(query.rank ?? []), ...ordering(query.order, distance))
    .limit(query.limit)
    .offset(query.offset)
  const totalQuery = db
    .select({ n: count() })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, items.subCategoryId))
    .innerJoin(users, eq(users.id, items.supplierId))
    .where(where)
  const [rows, [total]] = await Promise.all([pageQuery, totalQuery])
  return { rows, total: total?.n ?? 0 }
}

export type ItemRow = Awaited<ReturnType<typeof findItems>>['rows'][number]
