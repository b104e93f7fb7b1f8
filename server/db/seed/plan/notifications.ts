/**
 * The demo accounts' bells: the notifications the booking flows and the chat would have
 * written for them over the last month, at the moments the seeded bookings, changes, cancel
 * requests and chat messages say those things happened, with the words, people and links
 * of the real ones (shared/domain/notifications; the booking flows' `notifyBooking` picks
 * who hears). What happened in the last two days is unread, and so is a chat message
 * still unread in its room. Their email and SMS copies are long gone: none is pending.
 */
import { HOUR } from '../../../../shared/domain/booking/period.ts'
import { notificationTexts } from '../../../../shared/domain/notifications/texts.ts'
import {
  bookingAudience,
  type NotificationType,
} from '../../../../shared/domain/notifications/types.ts'
import { displayName } from '../../../services/account/people.ts'
import { seedId } from '../ids.ts'
import { seedClock } from './clock.ts'
import { type Conversation, isReadMessage } from './conversations.ts'
import type { SeedRows } from './types.ts'

type BookingRow = SeedRows['bookings'][number]
type ChangeRow = SeedRows['bookingChanges'][number]
type NotificationRow = SeedRows['notifications'][number]

/** How far back the bells go. */
const monthDays = 30
/** Decisions on requests came two hours after them. */
const answeredAfter = 2 * HOUR
/** A withdrawn request was withdrawn the day after it was sent. */
const withdrawnAfter = 24 * HOUR
/** A hire not back on time is found overdue the next morning (8 am, its due time 23:45). */
const overdueAfter = 8 * HOUR + 15 * 60 * 1000
/** A return is confirmed an hour after it is reported. */
const confirmedAfter = HOUR

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null)

/** What happened to a booking, in order, as the flows' notification types. */
function bookingNews(booking: BookingRow, change?: ChangeRow) {
  const news: { type: NotificationType; at: number | null }[] = []
  const registered = time(booking.createdAt) as number
  const instant = booking.bookingType === 'INSTANT'
  const status = booking.status
  news.push({ type: instant ? 'INSTANT_BOOKING' : 'BOOKING_REQUEST', at: registered })
  const unanswered = ['REQUESTED', 'CANCELED', 'EXPIRED'].includes(status)
  if (!instant && status === 'DECLINED')
    news.push({ type: 'BOOKING_DECLINED', at: registered + answeredAfter })
  else if (!instant && !unanswered)
    news.push({ type: 'BOOKING_APPROVED', at: registered + answeredAfter })
  if (status === 'CANCELED')
    news.push({ type: 'BOOKING_CANCELED', at: registered + withdrawnAfter })
  if (change) {
    news.push({ type: 'CHANGE_REQUEST', at: time(change.createdAt) })
    if (change.state === 'APPROVED')
      news.push({ type: 'CHANGE_ACCEPTED', at: time(change.decidedAt) })
  }
  const cancel = booking.cancelRequest as { created: string; requestedBy: string } | null
  if (status === 'PENDING_CANCELATION' && cancel) {
    const type = cancel.requestedBy === 'HIRER' ? 'CANCEL_REQUEST' : 'SUPPLIER_CANCEL_REQUEST'
    news.push({ type, at: time(cancel.created) })
  }
  const pickedUp = time(booking.pickedUpAt)
  const returned = time(booking.returnedAt)
  if (pickedUp) news.push({ type: 'PICKED_UP', at: pickedUp })
  if (returned) news.push({ type: 'RETURNED', at: returned })
  if (returned && status === 'COMPLETED')
    news.push({ type: 'RETURN_CONFIRMED', at: returned + confirmedAfter })
  if (status === 'OVER_DUE')
    news.push({ type: 'OVERDUE', at: (time(booking.endAt) as number) + overdueAfter })
  return news
}

export function planNotifications(
  anchor: Date,
  rows: Pick<SeedRows, 'bookings' | 'bookingChanges' | 'items' | 'users'>,
  conversations: Conversation[],
  demo: { hirerId: string; supplierId: string },
): NotificationRow[] {
  const { day, happened } = seedClock(anchor)
  const since = anchor.getTime() - monthDays * 24 * HOUR
  const unreadSince = day(-2)
  const told = new Set([demo.hirerId, demo.supplierId])
  const names = new Map(
    rows.users.map((user) => [
      user.id as string,
      displayName({
        userType: user.userType ?? 'INDIVIDUAL',
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        companyName: user.companyName ?? null,
      }),
    ]),
  )
  const items = new Map(rows.items.map((item) => [item.id as string, item.itemName]))
  const row = (
    key: string,
    news: { type: NotificationType; to: string; from: string; itemId: string; at: number },
    links: { bookingId?: string; roomId?: string },
    isRead: boolean,
  ): NotificationRow => {
    const text = notificationTexts[news.type]
    const parts = {
      who: names.get(news.from) || 'Someone',
      item: items.get(news.itemId) ?? 'your item',
    }
    return {
      id: seedId(`notification:${key}`),
      receiverId: news.to,
      senderId: news.from,
      type: news.type,
      title: text.title,
      message: text.message(parts),
      bookingId: links.bookingId ?? null,
      itemId: news.itemId,
      roomId: links.roomId ?? null,
      isRead,
      copiesPending: false,
      createdAt: new Date(news.at),
    }
  }

  const notifications: NotificationRow[] = []
  for (const booking of rows.bookings) {
    const change = rows.bookingChanges.find((entry) => entry.bookingId === booking.id)
    for (const { type, at } of bookingNews(booking, change)) {
      const toSupplier = bookingAudience(type) === 'supplier'
      const to = toSupplier ? booking.supplierId : booking.hirerId
      if (at === null || !told.has(to) || at < since) continue
      const moment = happened(at)
      const news = {
        type,
        to,
        from: toSupplier ? booking.hirerId : booking.supplierId,
        itemId: booking.itemId,
        at: moment,
      }
      const links = { bookingId: booking.id as string }
      notifications.push(row(`${booking.id}:${type}`, news, links, moment < unreadSince))
    }
  }
  for (const conversation of conversations) {
    conversation.messages.forEach((message, index) => {
      if (!told.has(message.receiverId)) return
      const news = {
        type: 'MESSAGE' as const,
        to: message.receiverId,
        from: message.senderId,
        itemId: conversation.itemId,
        at: message.at.getTime(),
      }
      const read = isReadMessage(conversation, index)
      notifications.push(row(message.messageId, news, { roomId: conversation.roomId }, read))
    })
  }
  return notifications
}
