/**
 * GET /notification/list?pageNo&limit (newest first, 12 a page by default), GET
 * /notification/unread-count, PUT /notification/read {notificationId} and PUT
 * /notification/read-all. Signed-in users only; a notification is read only by its receiver.
 */
import {
  type NotificationListData,
  notificationCalls,
  notificationLimits,
  notificationMessages,
  type UnreadCountData,
} from '../../../shared/contract/notifications/notifications.ts'
import {
  notificationListQuery,
  readNotificationBody,
} from '../../../shared/contract/notifications/schemas.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../services/notifications/list.ts'

export function notificationRoutes(calls: CallRoutes, deps: AppDeps) {
  const unread = async (userId: string): Promise<UnreadCountData> => ({
    unread: await unreadCount(deps.db, userId),
  })

  calls.user(
    notificationCalls.list,
    { query: notificationListQuery },
    ({ c, caller: { userId }, query }): Promise<NotificationListData> => {
      const page = paging(query, notificationLimits.pageSize)
      return listNotifications(deps.db, { userId, ...page }, absoluteUrls(c, deps))
    },
  )

  calls.user(notificationCalls.unreadCount, {}, ({ caller }) => unread(caller.userId))

  calls.user(
    notificationCalls.read,
    { body: readNotificationBody },
    async ({ caller: { userId }, body }) => {
      if (!(await markRead(deps.db, userId, body.notificationId))) {
        throw notFound(notificationMessages.notFound)
      }
      return unread(userId)
    },
  )

  calls.user(
    notificationCalls.readAll,
    { message: notificationMessages.allRead },
    async ({ caller }): Promise<UnreadCountData> => {
      await markAllRead(deps.db, caller.userId)
      return { unread: 0 }
    },
  )
}
