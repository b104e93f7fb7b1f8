/**
 * The supplier console's own records: insurance claims on returned bookings, and item page
 * views (the revenue dashboard's totalViews). A view is one row per item, visitor and
 * 30-minute window, so a visitor reloading the page counts once; the unique index makes
 * that hold under concurrent requests too.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { createdAt, ownedBy, randomId, stamp } from './columns.ts'
import { items } from './items.ts'
import { users } from './users.ts'

/** One claim per booking, made by the item's supplier once the item is back. */
export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: randomId(),
    bookingId: ownedBy('booking_id', () => bookings.id),
    supplierId: ownedBy('supplier_id', () => users.id),
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
    id: randomId(),
    itemId: ownedBy('item_id', () => items.id),
    /** the signed-in user's id, else a hash of the client's network (IPv4 address, IPv6 /64) */
    visitor: text('visitor').notNull(),
    /** epoch ms / 30 minutes: the window a view belongs to */
    window: bigint('window', { mode: 'number' }).notNull(),
    viewedAt: stamp('viewed_at'),
  },
  (t) => [
    uniqueIndex('item_views_once_idx').on(t.itemId, t.visitor, t.window),
    index('item_views_item_idx').on(t.itemId, t.viewedAt),
  ],
)
