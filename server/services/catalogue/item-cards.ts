/**
 * Item cards: what a card needs (the item's fields, its category, prices and pictures,
 * whether the viewer saved it) as one JSON object for any query on items joined with their
 * category, and the mapping to the API's card: dollars, absolute media URLs, km distances.
 * The search builds them in its page query; `itemCards` loads them for known ids.
 */
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type {
  ItemKindCode,
  ItemSummary,
  Media,
  Price,
  PriceTypeCode,
} from '../../../shared/contract/catalogue/catalogue.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { Db } from '../../db/connect.ts'
import { bookmarks, categories, itemMedia, itemPrices, items } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'

/** Display order of prices: hour, half day, day, week, month. */
const priceOrder: Record<number, number> = { 4: 0, 5: 1, 1: 2, 2: 3, 3: 4 }

/** A card and the item's hire count (which some lists show). */
export interface CardRow {
  card: ItemSummary
  hireCount: number
}

/** What a card is made of, as `cardJson` answers it. */
export interface CardData {
  id: string
  itemName: string
  rating: number
  reviewTag: string
  bondCents: number
  instantBooking: boolean
  itemCategoryType: number
  address: string
  city: string
  state: string
  latitude: number
  longitude: number
  hireCount: number
  categoryId: string
  categoryName: string
  categoryIcon: string
  bookMarked: boolean
  prices: unknown
  media: unknown
}

/**
 * A card as one JSON object (`CardData`, plus `extra` fields), for a query on items
 * joined with their category. Prices, pictures and the viewer's bookmark are looked up
 * per row: callers run it on a page of rows only. One JSON value per card, or one for a
 * whole page, is much cheaper to hand over than as many columns (PGlite above all).
 */
export function cardJson(viewerId: string | null, extra: Record<string, SQL> = {}): SQL {
  const bookMarked = viewerId
    ? sql`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${viewerId} and ${bookmarks.itemId} = ${items.id})`
    : sql`false`
  const fields: Record<keyof CardData, SQL | AnyColumn> = {
    id: items.id,
    itemName: items.itemName,
    rating: items.rating,
    reviewTag: items.reviewTag,
    bondCents: items.bondCents,
    instantBooking: items.instantBooking,
    itemCategoryType: items.itemCategoryType,
    address: items.address,
    city: items.city,
    state: items.state,
    latitude: items.latitude,
    longitude: items.longitude,
    hireCount: items.hireCount,
    categoryId: categories.id,
    categoryName: categories.name,
    categoryIcon: categories.icon,
    bookMarked,
    prices: sql`(select json_agg(json_build_object('type', ${itemPrices.type}, 'cents', ${itemPrices.amountCents})) from ${itemPrices} where ${itemPrices.itemId} = ${items.id})`,
    media: sql`(select json_agg(json_build_object('url', ${itemMedia.url}, 'thumb', ${itemMedia.thumbnailUrl}, 'type', ${itemMedia.type}) order by ${itemMedia.position}) from ${itemMedia} where ${itemMedia.itemId} = ${items.id})`,
  }
  const pairs = Object.entries({ ...fields, ...extra }).map(
    ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
  )
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}

/** json_agg answers parsed JSON on both drivers; a string is parsed to be safe. */
const parsed = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[]

export function toCardRow(row: CardData, distance: number | null, absolute: Absolute): CardRow {
  const prices = parsed<{ type: number; cents: number }>(row.prices)
  const media = parsed<{ url: string; thumb: string; type: number }>(row.media)
  const card: ItemSummary = {
    _id: row.id,
    itemName: row.itemName,
    media: media.map(
      (entry): Media => ({
        url: absolute(entry.url),
        thumbnailImage: absolute(entry.thumb),
        type: entry.type === 2 ? 2 : 1,
      }),
    ),
    rating: Math.round(row.rating * 10) / 10,
    reviewTag: row.reviewTag,
    distance: distance === null ? null : Math.round(distance * 100) / 100,
    price: prices
      .sort((a, b) => (priceOrder[a.type] ?? 9) - (priceOrder[b.type] ?? 9))
      .map(
        (price): Price => ({ amount: toDollars(price.cents), type: price.type as PriceTypeCode }),
      ),
    bond: toDollars(row.bondCents),
    bookMarked: Boolean(row.bookMarked),
    instantBooking: row.instantBooking,
    itemCategoryType: row.itemCategoryType as ItemKindCode,
    categories: { _id: row.categoryId, name: row.categoryName, icon: absolute(row.categoryIcon) },
    pickUpLocation: {
      address: row.address,
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
    },
  }
  return { card, hireCount: row.hireCount }
}

/** Cards of known items, in the order given (items that no longer exist are left out). */
export async function itemCards(
  db: Db,
  hits: { id: string; distance: number | null }[],
  viewerId: string | null,
  absolute: Absolute,
): Promise<CardRow[]> {
  if (hits.length === 0) return []
  const rows = await db
    .select({ card: sql<CardData | string>`${cardJson(viewerId)}` })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(
      inArray(
        items.id,
        hits.map((hit) => hit.id),
      ),
    )
  const byId = new Map(
    rows.map(({ card }) => {
      const data: CardData = typeof card === 'string' ? JSON.parse(card) : card
      return [data.id, data]
    }),
  )
  return hits.flatMap((hit) => {
    const row = byId.get(hit.id)
    return row ? [toCardRow(row, hit.distance, absolute)] : []
  })
}
