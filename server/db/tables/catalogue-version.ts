/**
 * One row: a number that triggers bump on every write to what the API's public reads show
 * (listings, their prices, media and tags, categories, suppliers, questions), and a second
 * one that bookings bump (they decide availability). The API keeps answers of anonymous
 * searches (under both) and item pages (under the first) in memory
 * (services/catalogue/public-reads.ts): any API process sharing the database sees a change
 * at once. Separate from content_version, so a booking does not
 * retire the site's cached home sections.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core'

export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /**
     * Bumped by writes to bookings instead: they change which items a search of dates finds,
     * never an item page, so a booking retires cached searches but not item pages.
     */
    availability: bigint('availability', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
)
