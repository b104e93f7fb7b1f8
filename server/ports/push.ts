/**
 * The push port: a notification for a person whose Push switch is on. The sandbox one
 * delivers nothing; clients poll the unread count every 15 s (spec part 1 section 9). A
 * Firebase Cloud Messaging sender plugs in through `ports.push`.
 */
export interface PushMessage {
  userId: string
  notificationId: string
  title: string
  body: string
  /** where a click leads (shared/domain/notifications/redirect.ts) */
  path: string
}

export interface PushSender {
  readonly kind: 'polling' | 'fcm'
  send(message: PushMessage): Promise<void>
}

export const pollingPush: PushSender = {
  kind: 'polling',
  async send() {},
}
