/** The notification calls' request schemas (the server reads every request through them). */
import { object, optional } from 'superstruct'
import { id, queryInt } from '../core/fields.ts'
import { notificationLimits } from './notifications.ts'

export const notificationListQuery = object({
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, notificationLimits.maxLimit)),
})

export const readNotificationBody = object({ notificationId: id() })
