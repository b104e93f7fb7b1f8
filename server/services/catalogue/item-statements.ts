/**
 * The two shapes of the item query's page and total, as common table expressions: `page`
 * (the page's ids and distances, numbered in order) and a `total` expression.
 *
 * - Matches first: when every match is read anyway (a text search rechecks each candidate's
 *   text; a search near a place computes each candidate's distance), the matches and their
 *   sort keys are gathered once (`matches`) and serve both the page and the count.
 * - Page first: otherwise the page is read in index order where one fits, and the count,
 *   with the same filters and no joins, only when the page does not tell the total.
 */
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'
import { items, users } from '../../db/schema.ts'
import { distanceKm } from './geo.ts'
import { conditions } from './item-filters.ts'
import type { ItemOrder, ItemQuery } from './item-search.ts'
import type { WordMatch } from './search-words.ts'

interface SortKey {
  by: SQL | AnyColumn | 'distance'
  descending?: boolean
}

// Sorting by the supplier's rating joins the suppliers once, rather than looking each
// supplier up again for every matching row.
const supplierJoin = sql`join ${users} as supplier on supplier.id = ${items.supplierId}`
const joinsFor = (order: ItemOrder) => (order === 'supplierRating' ? supplierJoin : sql``)

/** The order's keys, before the tie-break on the id. */
function sortKeys(order: ItemOrder, near: boolean): SortKey[] {
  switch (order) {
    case 'closest':
      return near ? [{ by: 'distance' }] : [{ by: items.hireCount, descending: true }]
    case 'cheapest':
      return [{ by: items.dayPriceCents }]
    case 'mostFavourites':
      return [{ by: items.bookmarkCount, descending: true }]
    case 'supplierRating':
      return [
        { by: sql`supplier.rating`, descending: true },
        { by: items.rating, descending: true },
      ]
    case 'rating':
      return [
        { by: items.rating, descending: true },
        { by: items.reviewCount, descending: true },
      ]
    case 'newest':
      return [{ by: items.createdAt, descending: true }]
    default:
      return [{ by: items.hireCount, descending: true }]
  }
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `)
const noDistance = sql`null::double precision`

/** Numbers the rows of an ordered subquery: its order is kept through the numbering. */
const pageOf = (ordered: SQL) =>
  sql`page as materialized (select s.id, s.distance, row_number() over () as n from (${ordered}) s)`

export function matchesFirst(query: ItemQuery, words: WordMatch[]) {
  const { point, filters, limit, offset } = query
  const radius = point ? filters.radiusKm : undefined
  const distance = point ? distanceKm(items.latitude, items.longitude, point) : noDistance
  const keys = sortKeys(query.order, Boolean(point))
  const keyColumns = keys.map(({ by }, index) =>
    by === 'distance' ? sql`` : sql`, ${by} as k${sql.raw(String(index))}`,
  )
  const order = keys.map(({ by, descending }, index) => {
    const column = by === 'distance' ? 'distance' : `k${index}`
    return sql.raw(`${column}${descending ? ' desc' : ''}`)
  })
  // The radius is checked on the distance computed here, once per candidate of the box.
  const within = radius === undefined ? sql`true` : sql`distance <= ${radius}`
  return {
    ctes: [
      sql`matches as materialized (select ${items.id} as id, ${distance} as distance${sql.join(keyColumns)}
        from ${items} ${joinsFor(query.order)}
        where ${and(conditions(filters, words, point, 'box'))})`,
      pageOf(sql`select id, distance from matches where ${within}
        order by ${sql.join([...order, sql`id`], sql`, `)} limit ${limit} offset ${offset}`),
    ],
    total: sql`(select count(*)::int from matches where ${within})`,
  }
}

export function pageFirst(query: ItemQuery, words: WordMatch[]) {
  const { point, filters, limit, offset } = query
  const distance = point ? distanceKm(items.latitude, items.longitude, point) : null
  const where = and(conditions(filters, words, point, 'check'))
  const order = sortKeys(query.order, Boolean(distance)).map(({ by, descending }) => {
    const key = by === 'distance' ? (distance as SQL) : by
    return descending ? desc(key) : asc(key)
  })
  return {
    ctes: [
      pageOf(sql`select ${items.id} as id, ${distance ?? noDistance} as distance
        from ${items} ${joinsFor(query.order)} where ${where}
        order by ${sql.join([...(query.rank ?? []), ...order, asc(items.id)], sql`, `)}
        limit ${limit} offset ${offset}`),
    ],
    // A short page that is not empty, or an empty first page, tells the total. The count is
    // an init plan, which PostgreSQL runs only when the CASE reaches it.
    total: sql`(select case
        when k > 0 and k < ${limit}::int then ${offset}::int + k
        when k = 0 and ${offset}::int = 0 then 0
        else (select count(*)::int from ${items} where ${where}) end
      from (select count(*)::int as k from page) as counted)`,
  }
}
