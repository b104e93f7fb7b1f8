/**
 * The item query behind search and every item list: filters, distance, sort, paging, the
 * page's cards and the total in one SQL statement (plus a look-up of category names the
 * first time a search word is seen, see search-words.ts): with PGlite each statement, and
 * each row handed back, costs about as much as a small query. The page is chosen on
 * `items` alone (item-statements.ts), then only its rows become cards, as one JSON value.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { categories, items } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { bookedOutItems } from '../availability.ts'
import type { Point } from './geo.ts'
import { type CardData, type CardRow, cardJson, toCardRow } from './item-cards.ts'
import { bookedOut, type ItemFilters } from './item-filters.ts'
import { matchesFirst, pageFirst } from './item-statements.ts'
import {
  checkedMatches,
  likePattern,
  matchWords,
  namesCheck,
  rememberedMatches,
  sameMatches,
  type WordMatch,
} from './search-words.ts'

export type { ItemFilters } from './item-filters.ts'

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

interface Answer {
  total: number
  list: (CardData & { distance: number | null })[] | string | null
  names?: unknown
}

function statement(query: ItemQuery, words: WordMatch[]): SQL {
  const { point, filters } = query
  const readsEveryMatch = words.length > 0 || (point && filters.radiusKm !== undefined)
  const { ctes, total } =
    readsEveryMatch && !query.rank?.length ? matchesFirst(query, words) : pageFirst(query, words)
  if (filters.period)
    ctes.unshift(sql`${bookedOut} as materialized (${bookedOutItems(filters.period)})`)
  const card = cardJson(query.viewerId, { distance: sql`page.distance` })
  const patterns = words.map((word) => word.pattern)
  return sql`with ${sql.join(ctes, sql`, `)}
    select ${total} as total,
      (select json_agg(${card} order by page.n) from page
        join ${items} on ${items.id} = page.id
        join ${categories} on ${categories.id} = ${items.categoryId}) as list
      ${patterns.length ? sql`, ${namesCheck(patterns)} as names` : sql``}`
}

async function answer(db: Db, query: ItemQuery, words: WordMatch[]): Promise<Answer> {
  const result = (await db.execute(statement(query, words))) as unknown as
    | Answer[]
    | { rows: Answer[] }
  const [row] = Array.isArray(result) ? result : result.rows
  return row ?? { total: 0, list: null }
}

/** A page of cards in order, and how many items match in all. */
export async function searchItems(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<{ list: CardRow[]; total: number }> {
  const patterns = (query.filters.words ?? []).map(likePattern)
  const guess = rememberedMatches(patterns) ?? (await matchWords(db, patterns))
  let row = await answer(db, query, guess)
  if (patterns.length) {
    // Category names changed since the words were last matched: search again with the
    // matches of the same snapshot.
    const checked = checkedMatches(patterns, row.names)
    if (!sameMatches(guess, checked)) row = await answer(db, query, checked)
  }
  const list = typeof row.list === 'string' ? JSON.parse(row.list) : (row.list ?? [])
  return {
    list: (list as Exclude<Answer['list'], string | null>).map((data) =>
      toCardRow(data, data.distance === null ? null : Number(data.distance), absolute),
    ),
    total: Number(row.total ?? 0),
  }
}
