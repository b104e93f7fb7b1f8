/** Bookings (minimal for search availability) and the review tags hirers pick from. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { items } from './items.ts'
import { users } from './users.ts'

/** Minimal for now: enough for availability in search. The booking flows extend it. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    hirerId: uuid('hirer_id')
      .notNull()
      .references(() => users.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    units: integer('units').notNull().default(1),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_item_period_idx').on(t.itemId, t.startAt, t.endAt),
    index('bookings_hirer_idx').on(t.hirerId),
    // Bookings overlapping a searched period, across items: those ending after its start
    // (history, however long, is skipped), then starting before its end.
    index('bookings_overlap_idx').on(t.endAt, t.startAt),
    check('bookings_period', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_units', sql`${t.units} >= 1`),
    check('bookings_amount', sql`${t.amountCents} >= 0`),
  ],
)

export const reviewTags = pgTable('review_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** POSITIVE or NEGATIVE */
  kind: text('kind').notNull(),
})
