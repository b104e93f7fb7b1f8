/**
 * Opening a notification: mark it read, then go where its type leads after 0.5 s (spec
 * part 1). Paths are the marketplace's, so an embedded bell leads to the marketplace site.
 */
import { $config } from '../../shared/config.ts'
import {
  type NotificationRecord,
  notificationLimits,
} from '../../shared/contract/notifications/notifications.ts'
import { notificationPath } from '../../shared/domain/notifications/redirect.ts'
import { markNotificationRead } from '../../shared/stores/notifications/notifications.ts'

export function siteHref(path: string): string {
  const base = typeof window !== 'undefined' ? window.location.origin : $config.get().siteUrl
  return new URL(path, $config.get().siteUrl || base).href
}

export function openNotification(item: NotificationRecord): void {
  const target = siteHref(notificationPath(item))
  const read = item.isRead ? Promise.resolve() : markNotificationRead(item._id).catch(() => {})
  void read.then(() =>
    setTimeout(() => window.location.assign(target), notificationLimits.redirectDelayMs),
  )
}
