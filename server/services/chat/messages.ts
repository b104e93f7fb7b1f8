/**
 * Sending, reading and catching up on messages. A send locks its room row, so messages of
 * one room get consecutive `seq` numbers in commit order, the receiver's unread counter
 * is raised in SQL (exact under any number of concurrent sends), and a message re-sent
 * with the same messageId is stored once. Every change is announced on `chatChannel`
 * with pg_notify, which PostgreSQL delivers to every process after the commit.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { chatMessages as texts } from '../../../shared/contract/chat/chat.ts'
import type { Db } from '../../db/connect.ts'
import { chatMembers, chatMessages, chatRooms } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import type { MessageRow, RoomRow } from './records.ts'
import { otherMemberOf } from './rooms.ts'

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

/** Media are the server's own uploads: kept as their path, whatever origin the client saw. */
export function mediaPathOf(url: string): string {
  if (!url) return ''
  let path: string
  try {
    path = new URL(url, 'http://local').pathname
  } catch {
    throw badRequest(texts.imageOnly)
  }
  if (!path.startsWith('/media/uploads/') || path.includes('..')) throw badRequest(texts.imageOnly)
  return path
}

export async function sendMessage(
  tx: Db,
  input: { room: RoomRow; senderId: string; message: NewMessage; now: Date },
): Promise<{ row: MessageRow; created: boolean }> {
  const { room, senderId, message, now } = input
  await tx.execute(sql`select 1 from ${chatRooms} where ${chatRooms.id} = ${room.id} for update`)
  const [known] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.messageId, message.messageId)))
  if (known) return { row: known, created: false }
  const [bumped] = await tx
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastUpdate: now })
    .where(eq(chatRooms.id, room.id))
    .returning({ seq: chatRooms.lastSeq })
  if (!bumped) throw notFound(texts.roomNotFound)
  const receiverId = otherMemberOf(room, senderId)
  const [row] = await tx
    .insert(chatMessages)
    .values({
      roomId: room.id,
      seq: bumped.seq,
      messageId: message.messageId,
      senderId,
      receiverId,
      messageType: message.messageType,
      messageText: message.messageText,
      messageCaption: message.messageCaption,
      mediaUrl: mediaPathOf(message.mediaUrl),
      thumbnail: mediaPathOf(message.thumbnail),
      createdAt: now,
    })
    .returning()
  if (!row) throw notFound(texts.roomNotFound)
  const [counter] = await tx
    .update(chatMembers)
    .set({
      unreadMessages: sql`${chatMembers.unreadMessages} + 1`,
      lastUpdate: now,
      memberDelete: false,
    })
    .where(and(eq(chatMembers.roomId, room.id), eq(chatMembers.userId, receiverId)))
    .returning({ count: chatMembers.unreadMessages })
  await tx
    .update(chatMembers)
    .set({ lastUpdate: now, memberDelete: false })
    .where(and(eq(chatMembers.roomId, room.id), eq(chatMembers.userId, senderId)))
  await announce(tx, {
    kind: 'message',
    roomId: room.id,
    seq: row.seq,
    members: [room.creatorId, room.otherId],
    unread: { userId: receiverId, count: counter?.count ?? 0 },
    row: { ...row, createdAt: row.createdAt.getTime() },
  })
  return { row, created: true }
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
