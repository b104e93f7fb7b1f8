/** Existence checks that read one indexed column and no row. */
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/connect.ts'

/** Whether `table` has a row whose `column` equals `value`. */
export async function rowExists(
  db: Db,
  table: PgTable,
  column: PgColumn,
  value: string,
): Promise<boolean> {
  const [row] = await db.select({ found: column }).from(table).where(eq(column, value)).limit(1)
  return row !== undefined
}
