/** A page of item cards from an item query, and paging from limit and pageNo. */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { Db } from '../../db/connect.ts'
import type { Absolute } from '../../http/urls.ts'
import type { CardRow } from './item-cards.ts'
import { type ItemQuery, searchItems } from './item-search.ts'

export function paging(query: { limit?: number; pageNo?: number }, pageSize: number) {
  const limit = query.limit ?? pageSize
  return { limit, offset: ((query.pageNo ?? 1) - 1) * limit }
}

export async function cardPage(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<ListData<CardRow>> {
  return searchItems(db, query, absolute)
}

export async function itemPage(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<ListData<ItemSummary>> {
  const { list, total } = await cardPage(db, query, absolute)
  return { list: list.map((row) => row.card), total }
}
