/**
 * Answers of public reads (anonymous searches, item pages) kept in memory under the
 * database's catalogue version (db/tables/catalogue-version.ts), which triggers bump on every
 * write to what they show, bookings included. With PGlite each search costs milliseconds of
 * CPU in the database; a repeated one costs a look-up of the version.
 *
 * - Every read asks for the version; concurrent reads share one question, but only one that
 *   started after they arrived, so a change committed before a request is always seen.
 * - A new version retires every entry at once. The answer is stored under the version read
 *   before its query ran: data newer than its version is only ever refetched, never stale.
 * - Concurrent misses of one key share one load; a failed load is never stored.
 * - At most `maxEntries` answers are kept (the least recently used goes): keys come from
 *   visitors' queries, so memory must not grow with them.
 *
 * Callers cache only what is the same for every caller (no viewer's bookmarks, no owner's
 * fields) and must not change a value they get.
 */
import type { Db } from '../../db/connect.ts'
import { catalogueVersion } from '../../db/schema.ts'

export interface PublicReads {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

export interface PublicReadsOptions {
  readVersion: () => Promise<number>
  maxEntries: number
}

/** Calls `read` for each caller, sharing a call only with those who came before it began. */
export function sharedReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let queued: Promise<T> | null = null
  const ask = (): Promise<T> => {
    if (!running) {
      running = read().finally(() => {
        running = null
      })
      return running
    }
    if (!queued) {
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null
          return ask()
        })
    }
    return queued
  }
  return ask
}

export function publicReads({ readVersion, maxEntries }: PublicReadsOptions): PublicReads {
  const version = sharedReader(readVersion)
  const entries = new Map<string, unknown>()
  const loading = new Map<string, Promise<unknown>>()
  let known: number | null = null

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await version()
      if (current !== known) {
        // Versions only grow; a read that saw an older one is late, not a change back.
        if (known !== null && current < known) return load()
        known = current
        entries.clear()
        loading.clear()
      }
      if (entries.has(key)) {
        const value = entries.get(key) as T
        entries.delete(key)
        entries.set(key, value)
        return value
      }
      const running = loading.get(key) as Promise<T> | undefined
      if (running) return running
      const pending = load().then((value) => {
        if (known === current) {
          entries.set(key, value)
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
        }
        return value
      })
      loading.set(key, pending)
      // Once settled, the next miss loads again (a failure is not kept either).
      pending
        .finally(() => loading.get(key) === pending && loading.delete(key))
        .catch(() => undefined)
      return pending
    },
  }
}

/** About 500 answers: a page of 20 search cards is some 30 KB in memory, an item page less. */
export const publicReadEntries = 500

const perDatabase = new WeakMap<Db, PublicReads>()

/** The one cache of a database's public reads, shared by every route of this process. */
export function publicReadsOf(db: Db): PublicReads {
  let reads = perDatabase.get(db)
  if (!reads) {
    reads = publicReads({
      maxEntries: publicReadEntries,
      readVersion: async () => {
        const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion)
        return Number(row?.version ?? 0)
      },
    })
    perDatabase.set(db, reads)
  }
  return reads
}
