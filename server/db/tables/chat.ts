/**
 * Chat (spec part 2 sections 3-4): one room per item and pair of people, each member's
 * inbox entry with its unread counter, and the messages in the order the room gave them.
 * The sandbox realtime channel reads and writes these; the Firebase adapter keeps the same
 * shapes at its own paths.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, ownedBy, stamp } from './columns.ts'
import { items } from './items.ts'
import { ownedByUser, users } from './users.ts'

/**
 * A room: id `{itemId}_{otherUserId}_{creatorUserId}`. `lastSeq` numbers its messages:
 * raising it locks the row, so messages of one room commit in sequence order and a client
 * resuming after sequence n misses none.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: text('id').primaryKey(),
    itemId: ownedBy('item_id', () => items.id),
    creatorId: ownedBy('creator_id', () => users.id),
    otherId: ownedBy('other_id', () => users.id),
    /** the item summary: itemId, itemTitle, itemUrl, supplierUserId, msg */
    item: jsonb('item').notNull(),
    chatRoomType: text('chat_room_type').notNull().default('single'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastUpdate: stamp('last_update'),
    createdAt: createdAt(),
  },
  (t) => [
    // One room per item and pair, whoever opened it first.
    uniqueIndex('chat_rooms_pair_idx').on(
      t.itemId,
      sql`least(${t.creatorId}, ${t.otherId})`,
      sql`greatest(${t.creatorId}, ${t.otherId})`,
    ),
    check('chat_rooms_two_people', sql`${t.creatorId} <> ${t.otherId}`),
  ],
)

/** A member's inbox entry (`inbox/{user}/{otherUser}_{itemId}`): unread count and dates. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    otherUserId: ownedBy('other_user_id', () => users.id),
    unreadMessages: integer('unread_messages').notNull().default(0),
    memberJoin: stamp('member_join'),
    memberLeave: at('member_leave'),
    memberDelete: boolean('member_delete').notNull().default(false),
    lastUpdate: stamp('last_update'),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_members_user_idx').on(t.userId, t.lastUpdate),
    check('chat_members_unread', sql`${t.unreadMessages} >= 0`),
  ],
)

/**
 * A message. `messageId` is the sender's own id for it, so a message re-sent after a
 * dropped connection is stored once; `seq` is its place in the room.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    messageId: text('message_id').notNull(),
    senderId: ownedBy('sender_id', () => users.id),
    receiverId: ownedBy('receiver_id', () => users.id),
    messageType: text('message_type').notNull(),
    /** base64 of the UTF-8 text, as on the wire */
    messageText: text('message_text').notNull().default(''),
    messageCaption: text('message_caption').notNull().default(''),
    mediaUrl: text('media_url').notNull().default(''),
    thumbnail: text('thumbnail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seq] }),
    uniqueIndex('chat_messages_message_id_idx').on(t.roomId, t.messageId),
    /** whether an upload is shown in a chat (the sweep of uploads never attached) */
    index('chat_messages_media_idx').on(t.mediaUrl).where(sql`${t.mediaUrl} <> ''`),
    index('chat_messages_thumbnail_idx').on(t.thumbnail).where(sql`${t.thumbnail} <> ''`),
    check('chat_messages_type', sql`${t.messageType} in ('text', 'image')`),
  ],
)
