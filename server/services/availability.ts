/**
 * Availability in SQL: an item is unavailable for a period when, at some instant of the
 * period, its bookings that still hold units use all of its available units. Peak usage
 * within a period is reached at the period's start or at the start of some booking, so
 * only those instants are checked, and only bookings overlapping the period are read.
 */
import { type SQL, sql } from 'drizzle-orm'
import { releasedStatuses } from '../../shared/domain/booking/status.ts'

export interface Period {
  start: Date
  end: Date
}

const holding = (alias: string) =>
  sql.raw(`${alias}.status not in (${releasedStatuses.map((status) => `'${status}'`).join(', ')})`)

/**
 * The ids of items with no unit free for the whole period. It does not depend on the
 * outer query, so the search runs it once, over the overlapping bookings only.
 */
export function bookedOutItems(period: Period): SQL {
  const start = sql`${period.start.toISOString()}::timestamptz`
  const end = sql`${period.end.toISOString()}::timestamptz`
  // One look-up of the item per overlapping booking (a join would hash every item). A
  // booking covers the instant it is checked at, so one holding all the item's units
  // settles it; only items with more units than that sum the bookings at that instant.
  return sql`select b1.item_id from bookings b1
    where ${holding('b1')} and b1.start_at < ${end} and b1.end_at > ${start}
      and (select case when i1.available_units <= b1.units then true
          else i1.available_units <= (
            select coalesce(sum(b2.units), 0) from bookings b2
            where b2.item_id = b1.item_id and ${holding('b2')}
              and b2.start_at <= greatest(b1.start_at, ${start})
              and b2.end_at > greatest(b1.start_at, ${start})
          ) end
        from items i1 where i1.id = b1.item_id)`
}
