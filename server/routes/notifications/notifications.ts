/**
 * GET /notification/list?pageNo&limit (newest first, 12 a page by default), GET
 * /notification/unread-count, PUT /notification/read {notificationId} and PUT
 * /notification/read-all. Signed-in users only; a notification is read only by its receiver.
 */
import { Hono } from 'hono'
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
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readQuery } from '../../http/validate.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../services/notifications/list.ts'

export function notificationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(notificationCalls.list.path, async (c) => {
    const { userId } = userAccess(c)
    const query = readQuery(c, notificationListQuery)
    const page = paging(query, notificationLimits.pageSize)
    const data = await listNotifications(deps.db, { userId, ...page }, absoluteUrls(c, deps))
    return ok<NotificationListData>(c, data)
  })

  routes.get(notificationCalls.unreadCount.path, async (c) => {
    const { userId } = userAccess(c)
    return ok<UnreadCountData>(c, { unread: await unreadCount(deps.db, userId) })
  })

  routes.put(notificationCalls.read.path, async (c) => {
    const { userId } = userAccess(c)
    const { notificationId } = await readBody(c, readNotificationBody)
    if (!(await markRead(deps.db, userId, notificationId))) {
      throw notFound(notificationMessages.notFound)
    }
    return ok<UnreadCountData>(c, { unread: await unreadCount(deps.db, userId) })
  })

  routes.put(notificationCalls.readAll.path, async (c) => {
    const { userId } = userAccess(c)
    await markAllRead(deps.db, userId)
    return ok<UnreadCountData>(c, { unread: 0 }, notificationMessages.allRead)
  })

  return routes
}
