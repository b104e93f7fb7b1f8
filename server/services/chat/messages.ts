/**
 * Sending, reading and catching up on messages. A send locks its room row, so messages of
 * one room get consecutive `seq` numbers in commit order, the receiver's unread counter
 * is raised in SQL (exact under any number of concurrent sends), and a message re-sent
 * with the same messageId is stored once (two copies racing: the second fails on the
 * unique index and `sendOnce` answers the stored one). Every change is announced on `chatChannel`
 * with pg_notify, which PostgreSQL delivers to every process after the commit.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { chatMessages as texts } from '../../../shared/contract/chat/chat.ts'
import { mediaRules } from '../../../shared/contract/core/media.ts'
import type { Db } from '../../db/connect.ts'
import { chatMembers, chatMessages } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import { inTransaction, isUniqueViolation } from '../transactions.ts'
import { ownMediaPath } from '../uploads.ts'
import type { MessageRow, RoomRow } from './records.ts'
import { otherMemberOf, requireMember } from './rooms.ts'

export const chatChannel = 'hire_chat'

/** A stored message as it travels in a notification (dates as epoch ms). */
export type WireRow = Omit<MessageRow, 'createdAt'> & { createdAt: number }

export type ChatEvent =
  | {
      kind: 'message'
      roomId: string
      seq: number
      members: [string, string]
      /** the receiver's unread counter after this message */
      unread: { userId: string; count: number }
      /** left out when it would not fit a notification (8000 bytes); listeners read it */
      row?: WireRow
    }
  | { kind: 'read'; roomId: string; userId: string }

const payloadMax = 7800

export async function announce(tx: Db, event: ChatEvent): Promise<void> {
  let payload = JSON.stringify(event)
  if (payload.length > payloadMax && event.kind === 'message') {
    payload = JSON.stringify({ ...event, row: undefined })
  }
  await tx.execute(sql`select pg_notify(${chatChannel}, ${payload})`)
}

export interface NewMessage {
  messageId: string
  messageType: 'text' | 'image'
  messageText: string
  messageCaption: string
  mediaUrl: string
  thumbnail: string
}

/**
 * Media are the sender's own image uploads, kept as their stored path whatever URL the
 * client saw (this server's /media or the storage's public base, such as a CDN): nobody
 * shows another person's files, or a document, as a chat picture.
 */
function mediaPathOf(db: Db, storage: MediaStorage, senderId: string, url: string) {
  return ownMediaPath(db, storage, {
    userId: senderId,
    url,
    types: mediaRules.imageTypes,
    typeMessage: texts.imageOnly,
  })
}

interface StoredRow {
  room_id: string
  seq: number | string
  message_id: string
  sender_id: string
  receiver_id: string
  message_type: string
  message_text: string
  message_caption: string
  media_url: string
  thumbnail: string
  created_at: Date | string
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

function toRow(stored: StoredRow): MessageRow {
  return {
    roomId: stored.room_id,
    seq: Number(stored.seq),
    messageId: stored.message_id,
    senderId: stored.sender_id,
    receiverId: stored.receiver_id,
    messageType: stored.message_type,
    messageText: stored.message_text,
    messageCaption: stored.message_caption,
    mediaUrl: stored.media_url,
    thumbnail: stored.thumbnail,
    createdAt: new Date(stored.created_at),
  }
}

/**
 * One statement: raising the room's seq locks its row (messages of a room commit in seq
 * order), then the message, the receiver's unread +1, the sender's entry and the
 * announcement. Every query costs a round trip (a few ms on PGlite), so they travel
 * together. A messageId the room already has changes nothing and answers the stored one.
 */
export async function sendMessage(
  tx: Db,
  input: { room: RoomRow; senderId: string; message: NewMessage; now: Date },
): Promise<{ row: MessageRow; created: boolean }> {
  const { room, senderId, message, now } = input
  const receiverId = otherMemberOf(room, senderId)
  // Raw SQL gets no column types from drizzle: every parameter carries its own cast.
  const at = sql`${now.toISOString()}::timestamptz`
  const result = await tx.execute(sql`
    with bumped as (
      update chat_rooms set last_seq = last_seq + 1, last_update = ${at}
      where id = ${room.id}::text and not exists (
        select 1 from chat_messages
        where room_id = ${room.id}::text and message_id = ${message.messageId}::text
      )
      returning last_seq, creator_id, other_id
    ), stored as (
      insert into chat_messages (room_id, seq, message_id, sender_id, receiver_id, message_type,
        message_text, message_caption, media_url, thumbnail, created_at)
      select ${room.id}::text, last_seq, ${message.messageId}::text, ${senderId}::uuid,
        ${receiverId}::uuid, ${message.messageType}::text, ${message.messageText}::text,
        ${message.messageCaption}::text, ${message.mediaUrl}::text,
        ${message.thumbnail}::text, ${at}
      from bumped
      returning *
    ), counted as (
      update chat_members
      set unread_messages = unread_messages + 1, last_update = ${at}, member_delete = false
      where room_id = ${room.id}::text and user_id = ${receiverId}::uuid
        and exists (select 1 from stored)
      returning unread_messages
    ), touched as (
      update chat_members set last_update = ${at}, member_delete = false
      where room_id = ${room.id}::text and user_id = ${senderId}::uuid
        and exists (select 1 from stored)
      returning 1
    ), event as (
      select s.*, json_build_object(
        'kind', 'message', 'roomId', s.room_id, 'seq', s.seq,
        'members', json_build_array(b.creator_id, b.other_id),
        'unread', json_build_object('userId', s.receiver_id,
          'count', (select unread_messages from counted)),
        'row', json_build_object('roomId', s.room_id, 'seq', s.seq, 'messageId', s.message_id,
          'senderId', s.sender_id, 'receiverId', s.receiver_id, 'messageType', s.message_type,
          'messageText', s.message_text, 'messageCaption', s.message_caption,
          'mediaUrl', s.media_url, 'thumbnail', s.thumbnail,
          'createdAt', (extract(epoch from s.created_at) * 1000)::bigint)
      )::jsonb as payload
      from stored s, bumped b
    )
    select event.*, pg_notify(${chatChannel}::text, case
      when length(payload::text) > ${payloadMax}::int then (payload - 'row')::text
      else payload::text end) as announced
    from event`)
  const [stored] = rowsOf<StoredRow>(result)
  if (stored) return { row: toRow(stored), created: true }
  const [known] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.messageId, message.messageId)))
  if (!known) throw notFound(texts.roomNotFound)
  return { row: known, created: false }
}

/** Messages after `after` (oldest first); without `after`, the newest `limit` of the room. */
export async function history(
  db: Db,
  input: { roomId: string; after?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  if (input.after !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, input.roomId), gt(chatMessages.seq, input.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(input.limit)
  }
  const newest = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, input.roomId))
    .orderBy(sql`${chatMessages.seq} desc`)
    .limit(input.limit)
  return newest.reverse()
}

export async function messageAt(db: Db, roomId: string, seq: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.seq, seq)))
  return row ?? null
}

/** Selecting a room resets the caller's unread counter to 0 (part 2 section 4). */
export async function markRoomRead(tx: Db, roomId: string, userId: string): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ unreadMessages: 0 })
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)))
  await announce(tx, { kind: 'read', roomId, userId })
}

/**
 * A member's send in its own transaction; a copy that lost a race answers the stored one.
 * Its media URLs become the stored paths first (`sendMessage` stores them as given).
 */
export async function sendOnce(
  db: Db,
  storage: MediaStorage,
  input: { roomId: string; senderId: string; message: NewMessage; now: Date },
): Promise<{ row: MessageRow; created: boolean }> {
  const message = {
    ...input.message,
    mediaUrl: await mediaPathOf(db, storage, input.senderId, input.message.mediaUrl),
    thumbnail: await mediaPathOf(db, storage, input.senderId, input.message.thumbnail),
  }
  try {
    return await inTransaction(db, async (tx) => {
      const room = await requireMember(tx, input.roomId, input.senderId)
      return sendMessage(tx, { ...input, message, room })
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const [known] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, input.roomId),
          eq(chatMessages.messageId, input.message.messageId),
        ),
      )
    if (!known) throw error
    return { row: known, created: false }
  }
}
