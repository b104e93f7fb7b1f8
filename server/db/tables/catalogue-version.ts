/**
 * One row: a number that triggers bump on every write to what the API's public reads show
 * (listings, their prices, media and tags, categories, suppliers, questions, and bookings,
 * which decide availability). The API keeps answers of anonymous searches and item pages in
 * memory under this number (services/catalogue/public-reads.ts): any API process sharing
 * the database sees a change at once. Separate from content_version, so a booking does not
 * retire the site's cached home sections.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core'

export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
)
