/**
 * GET /revenue/graph and the orders list's total: what a supplier earned, in integer
 * cents, from the bookings that became hires (the same ones "last hired" lists): the hire
 * charged less what was refunded, plus overdue penalties and tips. A hire counts on its
 * first day, in the supplier's time zone; views count on the day they happened.
 */
import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm'
import type { RevenueData, RevenueType } from '../../../shared/contract/supplier/orders.ts'
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
        eq(items.supplierId, supplierId),
        window
          ? and(gte(itemViews.viewedAt, window[0]), lt(itemViews.viewedAt, window[1]))
          : undefined,
      ),
    )
  return Number(row?.n ?? 0)
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
