/**
 * Answers of public reads (anonymous searches, item pages) kept in memory under the
 * database's catalogue version (db/tables/catalogue-version.ts), which triggers bump on every
 * write to what they show; searches also under the availability number bookings bump, so a
 * booking retires searches but not item pages. With PGlite each search costs milliseconds of
 * CPU in the database; a repeated one costs a look-up of the version.
 *
 * - Every read asks for the version; concurrent reads share one question, but only one that
 *   started after they arrived, so a change committed before a request is always seen. On
 *   PGlite the question is skipped while no write has finished since the last one began.
 * - A new version retires every entry at once. The answer is stored under the version read
 *   before its query ran: data newer than its version is only ever refetched, never stale.
 * - Concurrent misses of one key share one load; a failed load is never stored.
 * - At most `maxEntries` answers are kept (the least recently used goes): keys come from
 *   visitors' queries, so memory must not grow with them.
 *
 * Callers cache only what is the same for every caller (no viewer's bookmarks, no owner's
 * fields) and must not change a value they get.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { catalogueVersion } from '../../db/schema.ts'
import { writeEpochOf } from '../../db/write-epoch.ts'

export interface PublicReads {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

export interface PublicReadsOptions {
  readVersion: () => Promise<number>
  maxEntries: number
  /**
   * The database's finished-writes count when it has one (PGlite, db/write-epoch.ts): while
   * it stays where it was when the last version read began, that version still holds.
   */
  writeEpoch?: () => number
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

/**
 * The version as of now: read through `read`, or the last one read when `writeEpoch` shows no
 * write finished since that read began (a write finished before a read began is in it).
 */
export function versionReader(
  read: () => Promise<number>,
  writeEpoch?: () => number,
): () => Promise<number> {
  const shared = sharedReader(read)
  if (!writeEpoch) return shared
  let confirmed: { epoch: number; version: number } | null = null
  return async () => {
    const epoch = writeEpoch()
    if (confirmed?.epoch === epoch) return confirmed.version
    // A shared read that answers this caller began after this point, so after `epoch`.
    const version = await shared()
    if (!confirmed || confirmed.epoch < epoch) confirmed = { epoch, version }
    return version
  }
}

export function publicReads({
  readVersion,
  maxEntries,
  writeEpoch,
}: PublicReadsOptions): PublicReads {
  const version = versionReader(readVersion, writeEpoch)
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

/**
 * What a kind of answer depends on: item pages on the catalogue version; searches on it and
 * on the availability number bookings bump (db/tables/catalogue-version.ts). Both only grow,
 * so their sum grows and moves whenever either does.
 */
const versionOf = {
  items: sql<number>`${catalogueVersion.version}`,
  searches: sql<number>`${catalogueVersion.version} + ${catalogueVersion.availability}`,
}

export type PublicReadKind = keyof typeof versionOf

const perDatabase = new WeakMap<Db, Map<PublicReadKind, PublicReads>>()

/** The one cache of a database's public reads of a kind, shared by every route of this process. */
export function publicReadsOf(db: Db, kind: PublicReadKind): PublicReads {
  const kinds = perDatabase.get(db) ?? new Map<PublicReadKind, PublicReads>()
  perDatabase.set(db, kinds)
  let reads = kinds.get(kind)
  if (!reads) {
    reads = publicReads({
      maxEntries: publicReadEntries,
      writeEpoch: writeEpochOf(db),
      readVersion: async () => {
        const [row] = await db.select({ version: versionOf[kind] }).from(catalogueVersion)
        return Number(row?.version ?? 0)
      },
    })
    kinds.set(kind, reads)
  }
  return reads
}
