/**
 * GET /seller/items: the caller's own listings, newest first, 10 a page, as search cards
 * with the owner's fields (registered date, type, pause). Deleted items are left out.
 */
import { and, desc, eq, ne } from 'drizzle-orm'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { SellerItem } from '../../../shared/contract/listings/listing.ts'
import type { Db } from '../../db/connect.ts'
import { items } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { itemCards } from '../catalogue/item-cards.ts'
import { countRows } from '../count.ts'
import { pauseOf } from './availability.ts'
import { deletedStatus } from './owner.ts'

export async function sellerItems(
  db: Db,
  input: { userId: string; limit: number; offset: number },
  absolute: Absolute,
): Promise<ListData<SellerItem>> {
  const mine = and(eq(items.supplierId, input.userId), ne(items.status, deletedStatus))
  const [rows, total] = await Promise.all([
    db
      .select({
        id: items.id,
        createdAt: items.createdAt,
        unavailableFrom: items.unavailableFrom,
        unavailableTo: items.unavailableTo,
        unavailableToday: items.unavailableToday,
      })
      .from(items)
      .where(mine)
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(input.limit)
      .offset(input.offset),
    countRows(db, items, mine),
  ])
  const cards = await itemCards(
    db,
    rows.map((row) => ({ id: row.id, distance: null })),
    input.userId,
    absolute,
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const list = cards.flatMap(({ card }) => {
    const row = byId.get(card._id)
    return row ? [{ ...card, created: row.createdAt.toISOString(), ...pauseOf(row) }] : []
  })
  return { list, total }
}
