/**
 * A count of the writes a PGlite database has finished, so a cache may skip asking the
 * database whether anything changed when nothing could have. PGlite belongs to one process
 * and every statement runs through its client, so the client sees every write; PostgreSQL is
 * shared by other processes and has no such count (writeEpochOf answers undefined).
 *
 * Counted after a statement or transaction settles (committed or not), never before: a read
 * that started while the count was n saw every write counted up to n. Anything but a plain
 * SELECT counts, and so does every transaction, which is never wrong, only cautious.
 */
import type { PGlite } from '@electric-sql/pglite'

const epochs = new WeakMap<object, () => number>()

const plainRead = /^\s*select\b/i

/** Wraps `client`'s query, exec and transaction to count writes; `db` reads the count. */
export function countWrites(client: PGlite, db: object): void {
  let finished = 0
  const counted = <T>(run: Promise<T>): Promise<T> =>
    run.finally(() => {
      finished += 1
    })
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((sql: string, ...rest: unknown[]) => {
    const run = (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest)
    return plainRead.test(sql) ? run : counted(run)
  }) as PGlite['query']
  client.exec = ((...args: Parameters<PGlite['exec']>) => counted(exec(...args))) as PGlite['exec']
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    counted(transaction(...args))) as PGlite['transaction']
  epochs.set(db, () => finished)
}

/** The finished-writes count of `db` when it is a PGlite database; undefined otherwise. */
export function writeEpochOf(db: object): (() => number) | undefined {
  return epochs.get(db)
}
