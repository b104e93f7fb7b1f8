/**
 * One row: a number that triggers bump on every write to what the home page shows
 * (categories, listings and their prices and media, destinations, stories, banners, legal
 * content). The site caches that content and asks for this number to know when to reload,
 * which holds however many API and site processes share the database.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core'

export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('content_version_one_row', sql`${t.id} = 1`)],
)
