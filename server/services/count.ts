/** Counting rows: the totals of paged lists and the counters on cards and badges. */
import { count, type SQL, type Subquery } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
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

/** One page of a list: `limit` rows from `offset` (the first page without it). */
export interface RowPage {
  limit: number
  offset?: number
}

/** A page of `table`'s rows matching `where` in `order`, and how many match in all. */
export async function pagedRows<T extends PgTable>(
  db: Db,
  table: T,
  query: { where?: SQL | undefined; order: (SQL | PgColumn)[] },
  page: RowPage,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // drizzle types a select from a table it knows; the rows are the table's own.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.order)
      .limit(page.limit)
      .offset(page.offset ?? 0),
    countRows(db, table, query.where),
  ])
  return { rows: rows as T['$inferSelect'][], total }
}
