/** Counting rows: the totals of paged lists and the counters on cards and badges. */
import { count, type SQL, type Subquery } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/connect.ts'

/** How many rows of `source` match `where` (all of them without it). */
export async function countRows(
  db: Db,
  source: PgTable | Subquery,
  where?: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(source).where(where)
  return row?.n ?? 0
}
