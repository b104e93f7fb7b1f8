/** Transactions and the database errors services turn into answers. */
import type { Db } from '../db/connect.ts'

/** Runs `work` in one transaction: every write in it lands, or none does. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db))
}

/** PostgreSQL's unique_violation (23505), from postgres-js or PGlite, wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown }
    if (record.code === '23505') {
      const name = record.constraint ?? record.constraint_name
      return !constraint || name === undefined || name === constraint
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}
