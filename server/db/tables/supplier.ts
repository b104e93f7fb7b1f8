/**
 * The supplier console's own records: insurance claims on returned bookings, and item page
 * views (the revenue dashboard's totalViews). A view is one row per item, visitor and
 * 30-minute window, so a visitor reloading the page counts once; the unique index makes
 * that hold under concurrent requests too.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { createdAt } from './columns.ts'
import { items } from './items.ts'
import { users } from './users.ts'

/** One claim per booking, made by the item's supplier once the item is back. */
export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** overdue, Damage, missing item or Other */
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    media: jsonb('media').notNull().default([]),
    /** SUBMITTED until the team reviews it */
    status: text('status').notNull().default('SUBMITTED'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('insurance_claims_booking_idx').on(t.bookingId),
    check('insurance_claims_details', sql`length(${t.details}) between 1 and 1000`),
  ],
)

export const itemViews = pgTable(
  'item_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** the signed-in user's id, else a hash of the address and browser */
    visitor: text('visitor').notNull(),
    /** epoch ms / 30 minutes: the window a view belongs to */
    window: bigint('window', { mode: 'number' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_views_once_idx').on(t.itemId, t.visitor, t.window),
    index('item_views_item_idx').on(t.itemId, t.viewedAt),
  ],
)
