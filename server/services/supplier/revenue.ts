/**
 * GET /revenue/graph, the revenue dashboard's most hired rows and the orders list's total:
 * what a supplier earned, in integer cents, from the bookings that became hires (the same
 * ones "last hired" lists): the hire charged less what was refunded, plus overdue penalties
 * and tips. A hire counts on its first day, in the supplier's time zone; views count on the
 * day they happened. Every figure of the dashboard counts hires (`hiredBy`) and views
 * (`viewsOf`) by the rules here, so an item's hires and views add up to the totals.
 */
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type {
  MostHiredRow,
  RevenueData,
  RevenueType,
} from '../../../shared/contract/supplier/orders.ts'
import { supplierApiMessages } from '../../../shared/contract/supplier/orders.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import { notHiredStatuses } from '../../../shared/domain/booking/status.ts'
import {
  bucketsOf,
  daysBetween,
  localDay,
  type PeriodBounds,
  periodBounds,
} from '../../../shared/domain/supplier/periods.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, items, itemViews, users } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { itemCards } from '../catalogue/item-cards.ts'
import { countRows } from '../count.ts'
import { deletedStatus } from '../listings/owner.ts'

const earned = sql`${bookings.paidCents} - ${bookings.refundedCents} + ${bookings.penaltyPaidCents} + ${bookings.tipCents}`
const hiredBy = (supplierId: string) =>
  and(eq(bookings.supplierId, supplierId), notInArray(bookings.status, notHiredStatuses))

/** A local wall-clock day's midnight as an instant in `timeZone`. */
const midnight = (day: string, timeZone: string) =>
  sql`(${`${day} 00:00:00`}::timestamp at time zone ${timeZone})`

export async function supplierTimeZone(db: Db, supplierId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, supplierId))
  return row?.timeZone ?? 'Australia/Sydney'
}

/** Cents earned from every hire of the supplier so far. */
export async function totalEarnedCents(db: Db, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${earned}), 0)::bigint` })
    .from(bookings)
    .where(hiredBy(supplierId))
  return Number(row?.cents ?? 0)
}

/** Page views of the supplier's items (a query on item_views joined with items). */
const viewsOf = (supplierId: string) => eq(items.supplierId, supplierId)

async function viewCount(
  db: Db,
  supplierId: string,
  window?: [ReturnType<typeof sql>, ReturnType<typeof sql>],
) {
  const [row] = await db
    .select({ n: sql<string>`count(*)::bigint` })
    .from(itemViews)
    .innerJoin(items, eq(items.id, itemViews.itemId))
    .where(
      and(
        viewsOf(supplierId),
        window
          ? and(gte(itemViews.viewedAt, window[0]), lt(itemViews.viewedAt, window[1]))
          : undefined,
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * GET /items/most-hired-items for the signed-in supplier (the revenue dashboard): their
 * items, most hires first, then most views, each with every hire and view so far, the
 * ones totalHired and totalViews count. A deleted item stays while it has hires or views,
 * so all the rows add up to the totals.
 */
export async function mostHiredItems(
  db: Db,
  supplierId: string,
  page: { limit: number; offset: number },
  absolute: Absolute,
): Promise<ListData<MostHiredRow>> {
  const hires = db
    .select({ itemId: bookings.itemId, n: count().as('hires') })
    .from(bookings)
    .where(hiredBy(supplierId))
    .groupBy(bookings.itemId)
    .as('hires')
  const views = db
    .select({ itemId: itemViews.itemId, n: count().as('views') })
    .from(itemViews)
    .innerJoin(items, eq(items.id, itemViews.itemId))
    .where(viewsOf(supplierId))
    .groupBy(itemViews.itemId)
    .as('views')
  const hireCount = sql<number>`coalesce(${hires.n}, 0)`.mapWith(Number)
  const viewCount = sql<number>`coalesce(${views.n}, 0)`.mapWith(Number)
  const rows = () =>
    db
      .select({ id: items.id, hireCount, viewCount })
      .from(items)
      .leftJoin(hires, eq(hires.itemId, items.id))
      .leftJoin(views, eq(views.itemId, items.id))
      .where(
        and(
          eq(items.supplierId, supplierId),
          or(ne(items.status, deletedStatus), isNotNull(hires.n), isNotNull(views.n)),
        ),
      )
  const [list, total] = await Promise.all([
    rows()
      .orderBy(desc(hireCount), desc(viewCount), desc(items.createdAt), asc(items.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, rows().as('rows')),
  ])
  const figures = new Map(list.map((row) => [row.id, row]))
  const hits = list.map((row) => ({ id: row.id, distance: null }))
  const cards = await itemCards(db, hits, supplierId, absolute)
  return {
    list: cards.map(({ card }) => ({
      ...card,
      hireCount: figures.get(card._id)?.hireCount ?? 0,
      viewCount: figures.get(card._id)?.viewCount ?? 0,
    })),
    total,
  }
}

const bucketFormat: Record<PeriodBounds['unit'], string> = {
  hour: 'YYYY-MM-DD HH24:00',
  day: 'YYYY-MM-DD',
  month: 'YYYY-MM',
}

export async function revenueGraph(
  db: Db,
  supplierId: string,
  query: { type: RevenueType; sDate?: string; eDate?: string },
  now: Date,
): Promise<RevenueData> {
  const timeZone = await supplierTimeZone(db, supplierId)
  let range: { sDate: string; eDate: string } | undefined
  if (query.type === 5) {
    const { sDate, eDate } = query
    if (!sDate || !eDate || sDate === '0' || eDate === '0' || sDate >= eDate) {
      throw badRequest(supplierApiMessages.periodInvalid)
    }
    if (daysBetween(sDate, eDate) > 5 * 366) throw badRequest(supplierApiMessages.periodTooLong)
    range = { sDate, eDate }
  }
  const bounds = periodBounds(query.type, localDay(now, timeZone), range)
  const window = [midnight(bounds.from, timeZone), midnight(bounds.to, timeZone)] as [
    ReturnType<typeof sql>,
    ReturnType<typeof sql>,
  ]
  const bucket = sql<string>`to_char(date_trunc(${bounds.unit}, ${bookings.startAt} at time zone ${timeZone}), ${bucketFormat[bounds.unit]})`
  const [rows, [all], totalViews, views] = await Promise.all([
    db
      .select({
        bucket,
        cents: sql<string>`sum(${earned})::bigint`,
        hired: sql<string>`count(*)::bigint`,
      })
      .from(bookings)
      .where(
        and(hiredBy(supplierId), gte(bookings.startAt, window[0]), lt(bookings.startAt, window[1])),
      )
      .groupBy(sql`1`),
    db
      .select({
        cents: sql<string>`coalesce(sum(${earned}), 0)::bigint`,
        hired: sql<string>`count(*)::bigint`,
      })
      .from(bookings)
      .where(hiredBy(supplierId)),
    viewCount(db, supplierId),
    viewCount(db, supplierId, window),
  ])
  const byBucket = new Map(rows.map((row) => [row.bucket, Number(row.cents)]))
  const periodCents = rows.reduce((sum, row) => sum + Number(row.cents), 0)
  return {
    totalRevenue: toDollars(Number(all?.cents ?? 0)),
    totalHired: Number(all?.hired ?? 0),
    totalViews,
    revenue: toDollars(periodCents),
    hired: rows.reduce((sum, row) => sum + Number(row.hired), 0),
    views,
    graph: bucketsOf(bounds).map((date) => ({ date, amount: toDollars(byBucket.get(date) ?? 0) })),
    from: bounds.from,
    to: bounds.to,
    unit: bounds.unit,
    timeZone,
  }
}
