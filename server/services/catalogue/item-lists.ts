/**
 * Item lists around an item, a story, a supplier or the caller: related items, recently
 * added, most hired and saved items. All of them are the item query with a filter and an
 * order, so cards look the same everywhere (bookMarked for the caller, distance when the
 * caller sent a point).
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { MostHiredItem } from '../../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { Db } from '../../db/connect.ts'
import { bookmarks, destinations, items, stories } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { distanceKm, type Point } from './geo.ts'
import { cardPage, itemPage, paging } from './item-pages.ts'
import { pointOf } from './search-params.ts'

export interface ListOptions {
  limit: number
  offset: number
  point?: Point
  viewerId: string | null
}

/** A list's options from its query (page, the caller's point) and who is looking. */
export function listOptions(
  query: { limit?: number; pageNo?: number; latitude?: number; longitude?: number },
  pageSize: number,
  viewerId: string | null,
): ListOptions {
  return { ...paging(query, pageSize), point: pointOf(query), viewerId }
}

/** A detail page's related-items slider: its first `shown` items, for who is looking. */
export function sliderOptions(
  shown: number,
  viewer: { userId: string | null; point?: Point },
): ListOptions {
  return { limit: shown, offset: 0, point: viewer.point, viewerId: viewer.userId }
}

/** Items of the same category, same subcategory first, then nearest to the item. */
export async function itemsLikeItem(
  db: Db,
  itemId: string,
  options: ListOptions,
  absolute: Absolute,
): Promise<ListData<ItemSummary> | null> {
  const [item] = await db
    .select({
      id: items.id,
      categoryId: items.categoryId,
      subCategoryId: items.subCategoryId,
      latitude: items.latitude,
      longitude: items.longitude,
    })
    .from(items)
    .where(eq(items.id, itemId))
    .limit(1)
  if (!item) return null
  // A constant would read as ORDER BY position 0: items listed in a whole category (no
  // subcategory) rank by distance alone.
  const sameSub = item.subCategoryId
    ? [sql`case when ${items.subCategoryId} = ${item.subCategoryId} then 0 else 1 end`]
    : []
  return itemPage(
    db,
    {
      ...options,
      filters: { categoryId: item.categoryId, excludeIds: [item.id] },
      order: 'mostHired',
      rank: [...sameSub, distanceKm(items.latitude, items.longitude, item)],
    },
    absolute,
  )
}

/** Items for a story: its category, nearest to its destination first. */
export async function itemsForStory(
  db: Db,
  storyId: string,
  options: ListOptions,
  absolute: Absolute,
): Promise<ListData<ItemSummary> | null> {
  const [story] = await db
    .select({
      categoryId: stories.categoryId,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
    })
    .from(stories)
    .leftJoin(destinations, eq(destinations.id, stories.destinationId))
    .where(eq(stories.id, storyId))
    .limit(1)
  if (!story) return null
  const { latitude, longitude } = story
  const near =
    latitude !== null && longitude !== null
      ? [distanceKm(items.latitude, items.longitude, { latitude, longitude })]
      : []
  return itemPage(
    db,
    {
      ...options,
      filters: story.categoryId ? { categoryId: story.categoryId } : {},
      order: 'mostHired',
      rank: near,
    },
    absolute,
  )
}

export function recentlyAdded(
  db: Db,
  supplierId: string | undefined,
  options: ListOptions,
  absolute: Absolute,
) {
  return itemPage(db, { ...options, filters: { supplierId }, order: 'newest' }, absolute)
}

/**
 * A supplier's listings (or the catalogue's) in the catalogue's most hired order, with the
 * listing's hire count. The revenue dashboard's rows, counted from the supplier's own
 * bookings and views, are `mostHiredItems` (services/supplier/revenue.ts).
 */
export async function mostHired(
  db: Db,
  supplierId: string | undefined,
  options: ListOptions,
  absolute: Absolute,
): Promise<ListData<MostHiredItem>> {
  const page = await cardPage(
    db,
    { ...options, filters: { supplierId }, order: 'mostHired' },
    absolute,
  )
  return {
    list: page.list.map((row) => ({ ...row.card, hireCount: row.hireCount })),
    total: page.total,
  }
}

/** The caller's saved items, most recently saved first. */
export function savedItems(db: Db, userId: string, options: ListOptions, absolute: Absolute) {
  const savedAt = sql`(select ${bookmarks.createdAt} from ${bookmarks} where ${bookmarks.itemId} = ${items.id} and ${bookmarks.userId} = ${userId})`
  return itemPage(
    db,
    {
      ...options,
      viewerId: userId,
      filters: { bookmarkedBy: userId },
      order: 'mostHired',
      rank: [desc(savedAt)],
    },
    absolute,
  )
}
