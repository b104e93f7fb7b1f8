/**
 * The real push port: Firebase Cloud Messaging's HTTP v1 API (`POST
 * /v1/projects/{project}/messages:send`), one request per browser token of the receiver,
 * authorised with the service account's access token. A token FCM reports gone (404
 * UNREGISTERED, or 400 INVALID_ARGUMENT for a malformed one) is deleted; any other failure
 * is thrown for the notification copies' log. Chosen only outside the sandbox with the
 * Firebase settings (see index.ts); the sandbox keeps `pollingPush`.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { pushTokens } from '../db/schema.ts'
import { accessTokens, type FetchLike, type FirebaseSettings } from './google-service.ts'
import type { PushMessage, PushSender } from './push.ts'

const scope = 'https://www.googleapis.com/auth/firebase.messaging'

/** The body FCM receives for one token: a web notification whose click opens `path`. */
export function fcmMessage(token: string, message: PushMessage, siteUrl: string | undefined) {
  // FCM takes only an absolute https link; without the site's address the service worker
  // opens `data.path` itself.
  const link = siteUrl ? new URL(message.path, siteUrl).toString() : undefined
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data: { notificationId: message.notificationId, path: message.path },
      ...(link?.startsWith('https:') ? { webpush: { fcm_options: { link } } } : {}),
    },
  }
}

const gone = (status: number, text: string) =>
  status === 404 || (status === 400 && text.includes('INVALID_ARGUMENT') && text.includes('token'))

export function fcmPush(
  db: Db,
  settings: FirebaseSettings,
  options: { siteUrl?: string | undefined; fetch?: FetchLike; now?: () => Date },
): PushSender {
  const send = options.fetch ?? fetch
  const token = accessTokens(settings, scope, {
    fetch: send,
    ...(options.now ? { now: options.now } : {}),
  })
  const url = `${settings.fcmBase}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`
  return {
    kind: 'fcm',
    async send(message) {
      const devices = await db
        .select({ deviceId: pushTokens.deviceId, token: pushTokens.token })
        .from(pushTokens)
        .where(eq(pushTokens.userId, message.userId))
      if (devices.length === 0) return
      const bearer = await token()
      const failures: string[] = []
      for (const device of devices) {
        const response = await send(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmMessage(device.token, message, options.siteUrl)),
        })
        if (response.ok) continue
        const text = await response.text()
        if (gone(response.status, text)) {
          await db
            .delete(pushTokens)
            .where(
              and(eq(pushTokens.deviceId, device.deviceId), eq(pushTokens.token, device.token)),
            )
        } else failures.push(`${response.status} ${text.slice(0, 200)}`)
      }
      if (failures.length > 0) throw new Error(`FCM refused: ${failures.join('; ')}`)
    },
  }
}
