/**
 * Availability in SQL: an item is unavailable for a period when, at some instant of the
 * period, its bookings that still hold units use all of its available units. Peak usage
 * within a period is reached at the period's start or at the start of some booking, so
 * only those instants are checked, and only bookings overlapping the period are read.
 */
import { type SQL, sql } from 'drizzle-orm'

/** Statuses whose bookings no longer hold units. */
export const releasedStatuses = [
  'CANCELED',
  'DECLINED',
  'EXPIRED',
  'COMPLETED',
  'RETRUNED',
] as const

export interface Period {
  start: Date
  end: Date
}

const holding = (alias: string) =>
  sql.raw(`${alias}.status not in (${releasedStatuses.map((status) => `'${status}'`).join(', ')})`)

/**
 * The ids of items with no unit free for the whole period. It does not depend on the
 * outer query, so `items.id not in (…)` runs it once, over the overlapping bookings only.
 */
export function bookedOutItems(period: Period): SQL {
  const start = sql`${period.start.toISOString()}::timestamptz`
  const end = sql`${period.end.toISOString()}::timestamptz`
  // The units are looked up per overlapping booking: a join would hash every item.
  return sql`select b1.item_id from bookings b1
    where ${holding('b1')} and b1.start_at < ${end} and b1.end_at > ${start}
      and (select i1.available_units from items i1 where i1.id = b1.item_id) <= (
        select coalesce(sum(b2.units), 0) from bookings b2
        where b2.item_id = b1.item_id and ${holding('b2')}
          and b2.start_at <= greatest(b1.start_at, ${start})
          and b2.end_at > greatest(b1.start_at, ${start})
      )`
}
