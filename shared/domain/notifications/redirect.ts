/**
 * Where a notification leads (part 1: "redirects by type", also /notificationhandler).
 * A booking event opens the supplier's order (a request: the awaiting list) or the
 * hirer's booking detail, by who hears of it; questions and answers open the item; a
 * message its chat room (the item preselects it). The supplier's order detail is
 * `/insurance-claim/{id}` (the spec's name for it); a cancel request opens its page, where
 * the other party reads the reason and accepts or disputes it.
 */
import { bookingAudience, isNotificationType, type NotificationType } from './types.ts'

export interface NotificationTarget {
  type: string
  bookingId?: string | null
  itemId?: string | null
}

const enc = encodeURIComponent

/** The path a notification opens; `/notification` when it names nothing to open. */
export function notificationPath(target: NotificationTarget): string {
  const { type, bookingId, itemId } = target
  if (!isNotificationType(type)) return '/notification'
  if (type === 'MESSAGE') return itemId ? `/user/chat?itemId=${enc(itemId)}` : '/user/chat'
  if (type === 'QUESTION' || type === 'ANSWER') {
    return itemId ? `/equipments/${enc(itemId)}` : '/notification'
  }
  if (type === 'BOOKING_REQUEST') {
    return bookingId ? `/listing/awaiting?bookingID=${enc(bookingId)}` : '/listing/awaiting'
  }
  if (!bookingId) return '/notification'
  if (type === 'CANCEL_REQUEST') return `/listing/cancel-item-request/${enc(bookingId)}`
  return bookingAudience(type) === 'supplier'
    ? `/insurance-claim/${enc(bookingId)}`
    : `/booking/detail?bookingID=${enc(bookingId)}`
}

export type { NotificationType }
