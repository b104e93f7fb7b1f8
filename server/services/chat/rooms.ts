/**
 * Rooms: opening (or finding) the room about an item between two people, the membership
 * check every read and write goes through, and each member's inbox.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { type InboxEntry, chatMessages as texts } from '../../../shared/contract/chat/chat.ts'
import { encodeText } from '../../../shared/domain/chat/messages.ts'
import { roomIdOf } from '../../../shared/domain/chat/rooms.ts'
import type { Db } from '../../db/connect.ts'
import { chatMembers, chatMessages, chatRooms, itemMedia, items, users } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { type InboxRow, type RoomRow, toInboxEntry } from './records.ts'
import { requireRelation } from './relations.ts'

/** The room, when `userId` is one of its two members: 404 unknown, 403 anyone else. */
export async function requireMember(db: Db, roomId: string, userId: string): Promise<RoomRow> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId))
  if (!room) throw notFound(texts.roomNotFound)
  if (room.creatorId !== userId && room.otherId !== userId) throw forbidden(texts.notMember)
  return room
}

export function otherMemberOf(room: RoomRow, userId: string): string {
  return room.creatorId === userId ? room.otherId : room.creatorId
}

async function findPairRoom(tx: Db, itemId: string, a: string, b: string) {
  const [room] = await tx
    .select()
    .from(chatRooms)
    .where(
      and(
        eq(chatRooms.itemId, itemId),
        sql`least(${chatRooms.creatorId}, ${chatRooms.otherId}) = least(${a}::uuid, ${b}::uuid)`,
        sql`greatest(${chatRooms.creatorId}, ${chatRooms.otherId}) = greatest(${a}::uuid, ${b}::uuid)`,
      ),
    )
  return room ?? null
}

/**
 * The room about `itemId` between the caller and `otherUserId` (default: the item's
 * supplier). Created with the item summary when new; the same room whoever opened it. The
 * supplier opens a new one only with a hirer of the item or someone who asked about it.
 */
export async function openRoom(
  tx: Db,
  input: {
    userId: string
    itemId: string
    otherUserId?: string | undefined
    /** when it was opened (default: now); the seed opens rooms in the past */
    at?: Date
  },
): Promise<{ room: RoomRow; created: boolean }> {
  const [item] = await tx
    .select({ id: items.id, name: items.itemName, supplierId: items.supplierId })
    .from(items)
    .where(eq(items.id, input.itemId))
  if (!item) throw notFound(texts.itemNotFound)
  const other = input.otherUserId ?? item.supplierId
  if (other === input.userId) throw badRequest(texts.ownItem)
  // One of the two must be the item's supplier: nobody opens rooms between strangers.
  if (other !== item.supplierId && input.userId !== item.supplierId)
    throw forbidden(texts.notMember)
  const existing = await findPairRoom(tx, item.id, input.userId, other)
  if (existing) return { room: existing, created: false }
  // Before the person is looked up: a refusal never tells whether the id is someone's.
  if (input.userId === item.supplierId) await requireRelation(tx, item.id, other)
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, other))
  if (!person) throw notFound(texts.recordNotFound)
  const [picture] = await tx
    .select({ url: itemMedia.url })
    .from(itemMedia)
    .where(and(eq(itemMedia.itemId, item.id), eq(itemMedia.type, 1)))
    .orderBy(asc(itemMedia.position))
    .limit(1)
  const summary = {
    itemId: item.id,
    itemTitle: item.name,
    itemUrl: picture?.url ?? '',
    supplierUserId: item.supplierId,
    msg: encodeText(`Hi, I have a question about ${item.name}.`),
  }
  const id = roomIdOf(item.id, other, input.userId)
  const opened = input.at ? { createdAt: input.at, lastUpdate: input.at } : {}
  const joined = input.at ? { memberJoin: input.at, lastUpdate: input.at } : {}
  const inserted = await tx
    .insert(chatRooms)
    .values({
      id,
      itemId: item.id,
      creatorId: input.userId,
      otherId: other,
      item: summary,
      ...opened,
    })
    .onConflictDoNothing()
    .returning()
  const room = inserted[0] ?? (await findPairRoom(tx, item.id, input.userId, other))
  if (!room) throw notFound(texts.roomNotFound)
  if (inserted[0]) {
    await tx.insert(chatMembers).values([
      { roomId: room.id, userId: input.userId, otherUserId: other, ...joined },
      { roomId: room.id, userId: other, otherUserId: input.userId, ...joined },
    ])
  }
  return { room, created: Boolean(inserted[0]) }
}

function inboxQuery(db: Db) {
  return db
    .select({
      roomId: chatMembers.roomId,
      userId: chatMembers.userId,
      otherUserId: chatMembers.otherUserId,
      unreadMessages: chatMembers.unreadMessages,
      lastUpdate: chatRooms.lastUpdate,
      item: chatRooms.item,
      otherFirstName: users.firstName,
      otherLastName: users.lastName,
      otherCompanyName: users.companyName,
      otherUserType: users.userType,
      otherPicture: users.profilePicture,
      last: chatMessages,
    })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
    .innerJoin(users, eq(users.id, chatMembers.otherUserId))
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.roomId, chatRooms.id), eq(chatMessages.seq, chatRooms.lastSeq)),
    )
}

/** The user's rooms, newest activity first. */
export async function inboxOf(db: Db, userId: string, absolute: Absolute): Promise<InboxEntry[]> {
  const rows = await inboxQuery(db)
    .where(and(eq(chatMembers.userId, userId), eq(chatMembers.memberDelete, false)))
    .orderBy(desc(chatRooms.lastUpdate))
    .limit(500)
  return rows.map((row) => toInboxEntry(row as InboxRow, absolute))
}

export async function inboxEntryOf(
  db: Db,
  roomId: string,
  userId: string,
  absolute: Absolute,
): Promise<InboxEntry | null> {
  const [row] = await inboxQuery(db).where(
    and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)),
  )
  return row ? toInboxEntry(row as InboxRow, absolute) : null
}
