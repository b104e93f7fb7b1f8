/** A page of item cards from an item query, and paging from limit and pageNo. */
import type { ItemSummary } from '../../shared/contract/catalogue.ts'
import type { ListData } from '../../shared/contract/envelope.ts'
import type { Db } from '../db/connect.ts'
import type { Absolute } from '../http/urls.ts'
import { toItemCards } from './item-cards.ts'
import { findItems, type ItemQuery, type ItemRow } from './item-search.ts'

export function paging(query: { limit?: number; pageNo?: number }, pageSize: number) {
  const limit = query.limit ?? pageSize
  return { limit, offset: ((query.pageNo ?? 1) - 1) * limit }
}

export async function itemPage(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<ListData<ItemSummary>> {
  const { rows, total } = await findItems(db, query)
  return { list: await toItemCards(db, rows, absolute), total }
}

/** Item cards with a field of their row added (e.g. the hire count). */
export async function itemPageWith<K extends string, V>(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
  key: K,
  value: (row: ItemRow) => V,
): Promise<ListData<ItemSummary & Record<K, V>>> {
  const { rows, total } = await findItems(db, query)
  const cards = await toItemCards(db, rows, absolute)
  const list = cards.map((card, index) => {
    const row = rows[index] as ItemRow
    return { ...card, [key]: value(row) } as ItemSummary & Record<K, V>
  })
  return { list, total }
}
