/**
 * The item query behind search and every item list: filters, distance, sort, paging, the
 * page's cards and the total, all in one SQL statement (one round trip, two for a text
 * search, whose words are first matched to category names; with PGlite each
 * statement and each row handed over costs as much as a small query). The page is chosen
 * first, on `items` alone, and only its rows are turned into cards (one JSON value); the
 * total counts with the same filters and no card joins, and only when the page does not
 * tell it.
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { categories, items, users } from '../db/schema.ts'
import type { Absolute } from '../http/urls.ts'
import { bookedOutItems } from './availability.ts'
import { distanceKm, type Point } from './geo.ts'
import { type CardData, type CardRow, cardJson, toCardRow } from './item-cards.ts'
import { bookedOut, conditions, type ItemFilters } from './item-filters.ts'
import { matchWords, type WordMatch } from './search-words.ts'

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

// Sorting by the supplier's rating joins the suppliers once, rather than looking each
// supplier up again for every matching row.
const supplierJoin = sql`join ${users} as supplier on supplier.id = ${items.supplierId}`
const supplierRating = sql`supplier.rating`

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
      return [desc(supplierRating), desc(items.rating), tieBreak]
    case 'rating':
      return [desc(items.rating), desc(items.reviewCount), tieBreak]
    case 'newest':
      return [desc(items.createdAt), tieBreak]
    default:
      return [desc(items.hireCount), tieBreak]
  }
}

const where = (parts: SQL[]) => sql.join(parts, sql` and `)

/**
 * Closest first within a radius: every row in the radius is read for the sort anyway, so
 * the distance is computed once per row (in `near`) and serves the sort and the count.
 */
function nearestStatement(query: ItemQuery, words: WordMatch[], point: Point, radiusKm: number) {
  const distance = distanceKm(items.latitude, items.longitude, point)
  const filters = where(conditions(query.filters, words, point, 'box'))
  return {
    ctes: [
      sql`near as materialized (select ${items.id} as id, ${distance} as distance from ${items} where ${filters})`,
      sql`page as materialized (select s.id, s.distance, row_number() over () as n from (
        select id, distance from near where distance <= ${radiusKm}
        order by distance, id limit ${query.limit} offset ${query.offset}) s)`,
    ],
    total: sql`(select count(*)::int from near where distance <= ${radiusKm})`,
  }
}

/** Any other order: the page in index order where one fits, the count only if needed. */
function pageStatement(query: ItemQuery, words: WordMatch[]) {
  const distance = query.point ? distanceKm(items.latitude, items.longitude, query.point) : null
  const filters = where(conditions(query.filters, words, query.point, 'check'))
  const order = [...(query.rank ?? []), ...ordering(query.order, distance)]
  // A short page that is not empty, or an empty first page, tells the total; the count is
  // an init plan, which PostgreSQL runs only when the CASE reaches it.
  return {
    ctes: [
      sql`page as materialized (select s.id, s.distance, row_number() over () as n from (
        select ${items.id} as id, ${distance ?? sql`null::double precision`} as distance
        from ${items} ${query.order === 'supplierRating' ? supplierJoin : sql``}
        where ${filters} order by ${sql.join(order, sql`, `)}
        limit ${query.limit} offset ${query.offset}) s)`,
    ],
    total: sql`(select case
        when k > 0 and k < ${query.limit}::int then ${query.offset}::int + k
        when k = 0 and ${query.offset}::int = 0 then 0
        else (select count(*)::int from ${items} where ${filters}) end
      from (select count(*)::int as k from page) as counted)`,
  }
}

interface Answer {
  total: number
  list: (CardData & { distance: number | null })[] | string | null
}

/** A page of cards in order, and how many items match in all. */
export async function searchItems(
  db: Db,
  query: ItemQuery,
  absolute: Absolute,
): Promise<{ list: CardRow[]; total: number }> {
  const { point, filters } = query
  const nearest =
    point && filters.radiusKm !== undefined && query.order === 'closest' && !query.rank?.length
  const words = await matchWords(db, filters.words ?? [])
  const { ctes, total } = nearest
    ? nearestStatement(query, words, point, filters.radiusKm as number)
    : pageStatement(query, words)
  if (filters.period)
    ctes.unshift(sql`${bookedOut} as materialized (${bookedOutItems(filters.period)})`)
  const card = cardJson(query.viewerId, { distance: sql`page.distance` })
  const statement = sql`with ${sql.join(ctes, sql`, `)}
    select ${total} as total,
      (select json_agg(${card} order by page.n) from page
        join ${items} on ${items.id} = page.id
        join ${categories} on ${categories.id} = ${items.categoryId}) as list`
  const result = (await db.execute(statement)) as unknown as Answer[] | { rows: Answer[] }
  const [row] = Array.isArray(result) ? result : result.rows
  const list = typeof row?.list === 'string' ? JSON.parse(row.list) : (row?.list ?? [])
  return {
    list: (list as Exclude<Answer['list'], string | null>).map((data) =>
      toCardRow(data, data.distance === null ? null : Number(data.distance), absolute),
    ),
    total: Number(row?.total ?? 0),
  }
}
