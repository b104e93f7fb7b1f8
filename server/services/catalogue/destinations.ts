/**
 * Destinations and what is near them: one destination with its listing count, its
 * listings, nearby destinations, and the categories and activities popular near a point.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type {
  DestinationDetail,
  DestinationItemsData,
  NearbyCategory,
  TrendingActivity,
} from '../../../shared/contract/catalogue/discovery.ts'
import { destinationRadiusKm } from '../../../shared/contract/catalogue/discovery.ts'
import type { Destination } from '../../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { Db } from '../../db/connect.ts'
import { categories, destinations, isListed, items, subCategories } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { countRows } from '../count.ts'
import { distanceKm, type Point, withinKm } from './geo.ts'
import { itemPage } from './item-pages.ts'

type DestinationRow = typeof destinations.$inferSelect

function toDestination(row: DestinationRow, absolute: Absolute, distance: number | null) {
  return {
    _id: row.id,
    name: row.name,
    imageUrl: absolute(row.imageUrl),
    state: row.state,
    location: { coordinates: [row.longitude, row.latitude] as [number, number] },
    distance,
  }
}

const activeNear = (point: Point | undefined, radiusKm: number): SQL[] => [
  isListed,
  ...(point ? withinKm(items.latitude, items.longitude, point, radiusKm) : []),
]

async function findDestination(db: Db, id: string) {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id)).limit(1)
  return row ?? null
}

export async function destinationDetail(
  db: Db,
  id: string,
  absolute: Absolute,
): Promise<DestinationDetail | null> {
  const row = await findDestination(db, id)
  if (!row) return null
  const listed = await countRows(db, items, and(...activeNear(row, destinationRadiusKm)))
  return {
    ...toDestination(row, absolute, null),
    description: row.description,
    itemCount: listed,
  }
}

/** Listings of a destination (most hired first, distance from its centre), or of all. */
export async function destinationItems(
  db: Db,
  options: {
    destinationId?: string
    categoryId?: string
    itemCategoryType?: number
    limit: number
    offset: number
    viewerId: string | null
  },
  absolute: Absolute,
): Promise<DestinationItemsData | null> {
  const destination = options.destinationId
    ? await findDestination(db, options.destinationId)
    : null
  if (options.destinationId && !destination) return null
  const page = await itemPage(
    db,
    {
      filters: {
        categoryId: options.categoryId,
        itemCategoryType: options.itemCategoryType,
        radiusKm: destination ? destinationRadiusKm : undefined,
      },
      order: 'mostHired',
      point: destination ?? undefined,
      limit: options.limit,
      offset: options.offset,
      viewerId: options.viewerId,
    },
    absolute,
  )
  return {
    ...page,
    destination: destination ? { _id: destination.id, name: destination.name } : null,
  }
}

/** Destinations nearest to the point first, with their distance in km. */
export async function nearbyDestinations(
  db: Db,
  point: Point,
  limit: number,
  absolute: Absolute,
): Promise<ListData<Destination>> {
  const distance = distanceKm(destinations.latitude, destinations.longitude, point)
  const [rows, total] = await Promise.all([
    db
      .select({ row: destinations, distance })
      .from(destinations)
      .orderBy(asc(distance), asc(destinations.id))
      .limit(limit),
    countRows(db, destinations),
  ])
  const list = rows.map(({ row, distance: km }) =>
    toDestination(row, absolute, Math.round(Number(km) * 100) / 100),
  )
  return { list, total }
}

/** Categories with listings within radiusKm of the point (or anywhere), most listings first. */
export async function categoriesNear(
  db: Db,
  point: Point | undefined,
  radiusKm: number,
  limit: number,
  absolute: Absolute,
): Promise<ListData<NearbyCategory>> {
  const itemCount = count(items.id)
  const rows = await db
    .select({ category: categories, itemCount })
    .from(categories)
    .innerJoin(items, eq(items.categoryId, categories.id))
    .where(and(...activeNear(point, radiusKm)))
    .groupBy(categories.id)
    .orderBy(desc(itemCount), asc(categories.position))
  const list = rows.map(({ category, itemCount: n }) => ({
    _id: category.id,
    name: category.name,
    icon: absolute(category.icon),
    itemCount: n,
  }))
  return { list: list.slice(0, limit), total: list.length }
}

/** Subcategories whose listings near the point are hired most: the trending activities. */
export async function trendingActivities(
  db: Db,
  options: { point?: Point; radiusKm: number; categoryId?: string; limit: number },
  absolute: Absolute,
): Promise<ListData<TrendingActivity>> {
  const itemCount = count(items.id)
  const hires = sql<number>`coalesce(sum(${items.hireCount}), 0)`.mapWith(Number)
  const where = [...activeNear(options.point, options.radiusKm)]
  if (options.categoryId) where.push(eq(subCategories.categoryId, options.categoryId))
  const rows = await db
    .select({ sub: subCategories, categoryName: categories.name, itemCount, hires })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(items, eq(items.subCategoryId, subCategories.id))
    .where(and(...where))
    .groupBy(subCategories.id, categories.name)
    .orderBy(desc(hires), asc(subCategories.position), asc(subCategories.id))
  const list = rows.map((row) => ({
    _id: row.sub.id,
    name: row.sub.name,
    image: absolute(row.sub.image),
    description: row.sub.description,
    categoryId: row.sub.categoryId,
    categoryName: row.categoryName,
    itemCount: row.itemCount,
    hireCount: row.hires,
  }))
  return { list: list.slice(0, options.limit), total: list.length }
}
