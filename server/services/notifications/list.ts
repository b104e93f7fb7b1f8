/** The notification list, the unread count and marking read (spec part 1 sections 4, 7). */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  NotificationListData,
  NotificationRecord,
} from '../../../shared/contract/notifications/notifications.ts'
import { isNotificationType } from '../../../shared/domain/notifications/types.ts'
import type { Db } from '../../db/connect.ts'
import { itemMedia, notifications, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { countRows } from '../count.ts'

type Row = typeof notifications.$inferSelect

export async function unreadCount(db: Db, userId: string): Promise<number> {
  return countRows(
    db,
    notifications,
    and(eq(notifications.receiverId, userId), eq(notifications.isRead, false)),
  )
}

async function firstPictures(db: Db, itemIds: string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([itemMedia.itemId], { itemId: itemMedia.itemId, url: itemMedia.url })
    .from(itemMedia)
    .where(and(inArray(itemMedia.itemId, itemIds), eq(itemMedia.type, 1)))
    .orderBy(itemMedia.itemId, itemMedia.position)
  return new Map(rows.map((row) => [row.itemId, row.url]))
}

async function senderPictures(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, picture: users.profilePicture })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.picture]))
}

function toRecord(
  row: Row,
  picture: string | undefined,
  face: string | undefined,
  absolute: Absolute,
): NotificationRecord {
  return {
    _id: row.id,
    type: isNotificationType(row.type) ? row.type : 'MESSAGE',
    title: row.title,
    message: row.message,
    created: row.createdAt.toISOString(),
    isRead: row.isRead,
    image: absolute(face || picture || ''),
    item: picture ? { media: [{ url: absolute(picture) }] } : null,
    bookingId: row.bookingId,
    itemId: row.itemId,
    roomId: row.roomId,
    receiverId: row.receiverId,
  }
}

export async function listNotifications(
  db: Db,
  input: { userId: string; offset: number; limit: number },
  absolute: Absolute,
): Promise<NotificationListData> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.receiverId, input.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(input.offset)
    .limit(input.limit)
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.receiverId, input.userId))
  const itemIds = [...new Set(rows.flatMap((row) => (row.itemId ? [row.itemId] : [])))]
  const senderIds = [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))]
  const [pictures, faces] = await Promise.all([
    firstPictures(db, itemIds),
    senderPictures(db, senderIds),
  ])
  return {
    list: rows.map((row) =>
      toRecord(
        row,
        row.itemId ? pictures.get(row.itemId) : undefined,
        row.senderId ? faces.get(row.senderId) : undefined,
        absolute,
      ),
    ),
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
  }
}

/** Marks one of the user's notifications read; false when it is not theirs or unknown. */
export async function markRead(db: Db, userId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.receiverId, userId)))
    .returning({ id: notifications.id })
  return rows.length > 0
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.receiverId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id })
  return rows.length
}
