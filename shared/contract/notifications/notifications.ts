/**
 * Notifications (spec part 1 sections 3, 4, 7, 9): the list with 12 a page (10 for the
 * bell), marking one or all read, and the unread count every widget of a page shares.
 */
import type { NotificationType } from '../../domain/notifications/types.ts'

export const notificationCalls = {
  list: { method: 'GET', path: '/notification/list' },
  read: { method: 'PUT', path: '/notification/read' },
  readAll: { method: 'PUT', path: '/notification/read-all' },
  unreadCount: { method: 'GET', path: '/notification/unread-count' },
} as const

/** Bell 3 (fetched as page 1 of 10), full page 12, polled every 15 s without push. */
export const notificationLimits = {
  bell: 3,
  bellFetch: 10,
  pageSize: 12,
  maxLimit: 50,
  pollMs: 15_000,
  redirectDelayMs: 500,
} as const

export const notificationMessages = {
  empty: 'You have no new notifications',
  notFound: 'Notification not found.',
  markAll: 'Mark all as read',
  viewAll: 'View All',
  allRead: 'All notifications marked as read.',
} as const

/** The Notification entity of part 1 section 3. */
export interface NotificationRecord {
  _id: string
  type: NotificationType
  title: string
  message: string
  created: string
  isRead: boolean
  image: string
  item: { media: { url: string }[] } | null
  bookingId: string | null
  itemId: string | null
  roomId: string | null
  receiverId: string
}

export interface NotificationListData {
  list: NotificationRecord[]
  total: number
  unread: number
}

export interface UnreadCountData {
  unread: number
}
