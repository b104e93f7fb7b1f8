/**
 * A text search sends the category ids its words matched the last time, and checks them
 * against the names in the same query (server/services/catalogue/search-words.ts): renaming a
 * category must change the next answer. Runs the search service on a private copy of the
 * PGlite folder, and on PostgreSQL inside a transaction that is rolled back (the database
 * is shared with the other test files).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { type Db, openDatabase } from '../../server/db/connect.ts'
import { categories } from '../../server/db/schema.ts'
import { searchItems } from '../../server/services/catalogue/item-search.ts'
import {
  type SearchItemsQuery,
  toItemQuery,
} from '../../server/services/catalogue/search-params.ts'
import { backends } from './harness.ts'
import { copyOfTestDatabase } from './postgres-copy.ts'
import { categoryIdByName, plan } from './seed-facts.ts'

const subNames = new Map(plan.rows.subCategories.map((sub) => [sub.id, sub.name]))

/** Seeded items matching one word, with category names as given. */
function expectedTotal(word: string, categoryNames: Map<string, string>) {
  return plan.rows.items.filter((item) =>
    [
      item.itemName,
      item.itemDescription ?? '',
      categoryNames.get(item.categoryId) ?? '',
      subNames.get(item.subCategoryId ?? '') ?? '',
    ].some((text) => text.toLowerCase().includes(word)),
  ).length
}

const search = async (db: Db, word: string) =>
  (
    await searchItems(
      db,
      toItemQuery({ search: word, limit: 5 } as SearchItemsQuery, null),
      (path) => path ?? '',
    )
  ).total

class RolledBack extends Error {}

describe.each(backends())('search words against renamed categories (%s)', (backend) => {
  it('answers with the names of the moment, however the words were matched before', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hire-search-names-'))
    if (backend === 'pglite') await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const copy = backend === 'postgres' ? await copyOfTestDatabase(inject('databaseUrl')) : null
    const database = await openDatabase({ databaseUrl: copy?.url, dataDir })
    const names = new Map(plan.rows.categories.map((entry) => [entry.id as string, entry.name]))
    const hiking = categoryIdByName('Hiking')
    const renamed = new Map(names).set(hiking, 'Bushwalking qzxv')
    try {
      // Matched once by look-up, then remembered.
      for (let round = 0; round < 2; round++) {
        expect(await search(database.db, 'hiking')).toBe(expectedTotal('hiking', names))
        expect(await search(database.db, 'qzxv')).toBe(0)
      }
      await database.db
        .transaction(async (tx) => {
          const db = tx as unknown as Db
          await db
            .update(categories)
            .set({ name: 'Bushwalking qzxv' })
            .where(eq(categories.id, hiking))
          // What was remembered no longer holds, both ways.
          expect(await search(db, 'qzxv')).toBe(expectedTotal('qzxv', renamed))
          expect(await search(db, 'qzxv')).toBeGreaterThan(0)
          expect(await search(db, 'hiking')).toBe(expectedTotal('hiking', renamed))
          expect(expectedTotal('hiking', renamed)).toBeLessThan(expectedTotal('hiking', names))
          throw new RolledBack()
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error
        })
      expect(await search(database.db, 'hiking')).toBe(expectedTotal('hiking', names))
      expect(await search(database.db, 'qzxv')).toBe(0)
    } finally {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
      await copy?.drop()
    }
  })
})
