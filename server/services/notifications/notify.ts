/**
 * `notify(tx, event)`: the one way to tell a person that something happened. It writes
 * the notification in the caller's transaction (so it exists exactly when the event does)
 * and, when the person's settings want an email, SMS or push copy, marks it pending and
 * announces it with pg_notify, which PostgreSQL delivers only after the commit; a listener
 * then sends the copies once (copies.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { notificationTexts } from '../../../shared/domain/notifications/texts.ts'
import { groupOf, type NotificationType } from '../../../shared/domain/notifications/types.ts'
import type { Db } from '../../db/connect.ts'
import { items, notifications, users } from '../../db/schema.ts'
import { displayName } from '../account/people.ts'

/** The pg_notify channel of new notifications with copies to send (payload: the id). */
export const notificationChannel = 'hire_notification'

export interface NotifyEvent {
  /** who is told */
  to: string
  /** who caused it (named in the sentence), when a person did */
  from?: string | null
  type: NotificationType
  bookingId?: string | null
  itemId?: string | null
  roomId?: string | null
  /** replaces the standard sentence */
  message?: string
}

async function nameOf(tx: Db, userId: string | null | undefined): Promise<string> {
  if (!userId) return 'Someone'
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      userType: users.userType,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ? displayName(row) || 'Someone' : 'Someone'
}

async function itemNameOf(tx: Db, itemId: string | null | undefined): Promise<string> {
  if (!itemId) return 'your item'
  const [row] = await tx.select({ name: items.itemName }).from(items).where(eq(items.id, itemId))
  return row?.name ?? 'your item'
}

/** Creates the notification; returns its id, or null when the receiver no longer exists. */
export async function notify(tx: Db, event: NotifyEvent): Promise<string | null> {
  const [receiver] = await tx
    .select({
      messageEmail: users.messageEmail,
      messagePush: users.messagePush,
      messageSms: users.messageSms,
      reminderEmail: users.reminderEmail,
      reminderPush: users.reminderPush,
      reminderSms: users.reminderSms,
    })
    .from(users)
    .where(eq(users.id, event.to))
  if (!receiver) return null
  const settings =
    groupOf(event.type) === 'messages'
      ? [receiver.messageEmail, receiver.messagePush, receiver.messageSms]
      : [receiver.reminderEmail, receiver.reminderPush, receiver.reminderSms]
  const text = notificationTexts[event.type]
  const parts = { who: await nameOf(tx, event.from), item: await itemNameOf(tx, event.itemId) }
  const copiesPending = settings.some(Boolean)
  const [row] = await tx
    .insert(notifications)
    .values({
      receiverId: event.to,
      senderId: event.from ?? null,
      type: event.type,
      title: text.title,
      message: event.message ?? text.message(parts),
      bookingId: event.bookingId ?? null,
      itemId: event.itemId ?? null,
      roomId: event.roomId ?? null,
      copiesPending,
    })
    .returning({ id: notifications.id })
  if (!row) return null
  if (copiesPending) await tx.execute(sql`select pg_notify(${notificationChannel}, ${row.id})`)
  return row.id
}
