/**
 * Availability in SQL: an item is unavailable for a period when, at some instant of the
 * period, its bookings that still hold units use all of its available units. Peak usage
 * within a period is reached at the period's start or at the start of some booking, so
 * only those instants are checked.
 */
import { type SQL, sql } from 'drizzle-orm'
import { items } from '../db/schema.ts'

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

/** True when the item (joined as `items`) has at least one unit free for the whole period. */
export function hasFreeUnits(period: Period): SQL {
  const start = sql`${period.start.toISOString()}::timestamptz`
  const end = sql`${period.end.toISOString()}::timestamptz`
  return sql`${items.availableUnits} > coalesce((
    select max((
      select coalesce(sum(b2.units), 0) from bookings b2
      where b2.item_id = ${items.id} and ${holding('b2')}
        and b2.start_at <= instants.at and b2.end_at > instants.at
    ))
    from (
      select greatest(b1.start_at, ${start}) as at from bookings b1
      where b1.item_id = ${items.id} and ${holding('b1')}
        and b1.start_at < ${end} and b1.end_at > ${start}
    ) as instants
  ), 0)`
}
