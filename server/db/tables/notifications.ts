/**
 * Notifications (spec part 1 section 3): one row per event and person, written in the
 * transaction of the event. `copiesPending` marks the email/SMS/push copies the person's
 * settings asked for and no process has sent yet (see services/notifications).
 */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { at, createdAt, link, ownedBy, randomId } from './columns.ts'
import { users } from './users.ts'

export const notifications = pgTable(
  'notifications',
  {
    id: randomId(),
    receiverId: ownedBy('receiver_id', () => users.id),
    /** who caused it, when a person did */
    senderId: link('sender_id', () => users.id, 'set null'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** not foreign keys: a notification outlives a deleted listing or booking */
    bookingId: uuid('booking_id'),
    itemId: uuid('item_id'),
    roomId: text('room_id'),
    isRead: boolean('is_read').notNull().default(false),
    copiesPending: boolean('copies_pending').notNull().default(false),
    copiesSentAt: at('copies_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_receiver_idx').on(t.receiverId, t.createdAt),
    index('notifications_unread_idx').on(t.receiverId).where(sql`not ${t.isRead}`),
    index('notifications_pending_idx').on(t.createdAt).where(sql`${t.copiesPending}`),
  ],
)
