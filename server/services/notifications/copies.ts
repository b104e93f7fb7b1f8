/**
 * Email, SMS and push copies of a notification, by the receiver's settings at sending time.
 * Several processes may hear the same pg_notify: the UPDATE … WHERE copies_pending claims
 * a notification for exactly one of them. Copies are never retried after a claim (a
 * duplicate email is worse than a missing one; the bell still has the notification).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { phoneAddress } from '../../../shared/contract/account/fields.ts'
import { notificationPath } from '../../../shared/domain/notifications/redirect.ts'
import { groupOf, isNotificationType } from '../../../shared/domain/notifications/types.ts'
import type { Db } from '../../db/connect.ts'
import { notifications, users } from '../../db/schema.ts'
import { logFailure } from '../../http/failure-log.ts'
import type { Ports } from '../../ports/index.ts'
import { takeThrottleSlot } from '../account/throttle.ts'
import { brand } from '../messages/brand.ts'
import { notificationMessage, notificationSms } from '../messages/templates.ts'

type CopyPorts = Pick<Ports, 'messenger' | 'push'>

const minute = 60 * 1000
/**
 * Emails and texts for chat, questions and answers, from one person to another. Anyone
 * signed in can ask or write as often as they like, and each would mail the other person
 * (and send an SMS, which costs): past this the bell and push still tell them, the inbox
 * and the phone no longer.
 */
export const mailedMessages = [
  { limit: 3, ms: 10 * minute },
  { limit: 20, ms: 24 * 60 * minute },
]

async function mayMail(db: Db, senderId: string | null, receiverId: string, now: Date) {
  if (!senderId) return true
  const key = `message-copies:${senderId}:${receiverId}`
  return (await takeThrottleSlot(db, key, mailedMessages, now)) === 0
}

export async function deliverCopies(
  db: Db,
  ports: CopyPorts,
  notificationId: string,
  now: Date,
): Promise<void> {
  const [claimed] = await db
    .update(notifications)
    .set({ copiesPending: false, copiesSentAt: now })
    .where(and(eq(notifications.id, notificationId), eq(notifications.copiesPending, true)))
    .returning()
  if (!claimed || !isNotificationType(claimed.type)) return
  const [user] = await db.select().from(users).where(eq(users.id, claimed.receiverId))
  if (!user) return
  const messages = groupOf(claimed.type) === 'messages'
  const settings = messages
    ? { email: user.messageEmail, push: user.messagePush, sms: user.messageSms }
    : { email: user.reminderEmail, push: user.reminderPush, sms: user.reminderSms }
  const mailed = !messages || (await mayMail(db, claimed.senderId, user.id, now))
  const wants = { ...settings, email: settings.email && mailed, sms: settings.sms && mailed }
  const path = notificationPath(claimed)
  const sends: Promise<void>[] = []
  if (wants.email) {
    sends.push(
      ports.messenger.send({
        to: user.email.toLowerCase(),
        channel: 'email',
        ...notificationMessage(brand(), { title: claimed.title, message: claimed.message, path }),
        code: null,
      }),
    )
  }
  if (wants.sms && user.isPhoneVerified && user.countryCode && user.mobileNo) {
    sends.push(
      ports.messenger.send({
        to: phoneAddress(user.countryCode, user.mobileNo),
        channel: 'sms',
        subject: '',
        text: notificationSms(claimed),
        html: null,
        code: null,
      }),
    )
  }
  if (wants.push) {
    sends.push(
      ports.push.send({
        userId: user.id,
        notificationId: claimed.id,
        title: claimed.title,
        body: claimed.message,
        path,
      }),
    )
  }
  const results = await Promise.allSettled(sends)
  for (const result of results) {
    if (result.status === 'rejected') logFailure('[notifications] copy failed:', result.reason)
  }
}

/** Copies left pending by a process that stopped before sending them (run at start-up). */
export async function deliverPendingCopies(db: Db, ports: CopyPorts, now: Date): Promise<void> {
  const pending = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.copiesPending}`)
    .orderBy(asc(notifications.createdAt))
    .limit(500)
  for (const row of pending) await deliverCopies(db, ports, row.id, now)
}
