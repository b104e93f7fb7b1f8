/** Turns item rows into the API's item cards: dollars, absolute media urls, km distance. */
import { asc, inArray } from 'drizzle-orm'
import type {
  ItemKindCode,
  ItemSummary,
  Media,
  Price,
  PriceTypeCode,
} from '../../shared/contract/catalogue.ts'
import type { Db } from '../db/connect.ts'
import { itemMedia, itemPrices } from '../db/schema.ts'
import type { Absolute } from '../http/urls.ts'
import type { ItemRow } from './item-search.ts'
import { toDollars } from './money.ts'

/** Display order of prices: hour, half day, day, week, month. */
const priceOrder: Record<number, number> = { 4: 0, 5: 1, 1: 2, 2: 3, 3: 4 }

export async function toItemCards(
  db: Db,
  rows: ItemRow[],
  absolute: Absolute,
): Promise<ItemSummary[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.item.id)
  const [prices, media] = await Promise.all([
    db.select().from(itemPrices).where(inArray(itemPrices.itemId, ids)),
    db
      .select()
      .from(itemMedia)
      .where(inArray(itemMedia.itemId, ids))
      .orderBy(asc(itemMedia.itemId), asc(itemMedia.position)),
  ])
  return rows.map(({ item, categoryName, categoryIcon, distance, bookMarked }) => ({
    _id: item.id,
    itemName: item.itemName,
    media: media
      .filter((entry) => entry.itemId === item.id)
      .map(
        (entry): Media => ({
          url: absolute(entry.url),
          thumbnailImage: absolute(entry.thumbnailUrl),
          type: entry.type === 2 ? 2 : 1,
        }),
      ),
    rating: Math.round(item.rating * 10) / 10,
    reviewTag: item.reviewTag,
    distance:
      distance === null || distance === undefined ? null : Math.round(Number(distance) * 100) / 100,
    price: prices
      .filter((price) => price.itemId === item.id)
      .sort((a, b) => (priceOrder[a.type] ?? 9) - (priceOrder[b.type] ?? 9))
      .map(
        (price): Price => ({
          amount: toDollars(price.amountCents),
          type: price.type as PriceTypeCode,
        }),
      ),
    bond: toDollars(item.bondCents),
    bookMarked: Boolean(bookMarked),
    instantBooking: item.instantBooking,
    itemCategoryType: item.itemCategoryType as ItemKindCode,
    categories: { _id: item.categoryId, name: categoryName, icon: absolute(categoryIcon) },
    pickUpLocation: {
      address: item.address,
      city: item.city,
      state: item.state,
      latitude: item.latitude,
      longitude: item.longitude,
    },
  }))
}
