/**
 * The filters of the item query as SQL conditions on `items`. Filters on other tables are
 * subqueries or id lists rather than joins, so a count reads items alone and the planner
 * can combine its indexes (the trigram index for text, btree ones for the rest).
 */
import { eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm'
import { bookmarks, categories, isListed, items, itemTags, users } from '../../db/schema.ts'
import type { Period } from '../availability.ts'
import { notPausedDuring } from '../listings/availability.ts'
import { inBox, type Point, withinKm } from './geo.ts'
import { type WordMatch, wordMatches } from './search-words.ts'

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

/** The name under which the query defines the booked-out items of `period`, once. */
export const bookedOut = sql.raw('booked_out')

/**
 * Conditions of the filters, with the words already matched to category names. The radius
 * is either checked here (`radius: 'check'`) or left to the caller, which then gets the
 * bounding box only (`'box'`) and computes the distance once per row itself.
 */
export function conditions(
  filters: ItemFilters,
  words: WordMatch[],
  point: Point | undefined,
  radius: 'check' | 'box',
): SQL[] {
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
  if (filters.period) {
    where.push(sql`${items.id} not in (select item_id from ${bookedOut})`)
    where.push(notPausedDuring(filters.period))
  }
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
    const near = radius === 'check' ? withinKm : inBox
    where.push(...near(items.latitude, items.longitude, point, filters.radiusKm))
  }
  return where
}
