/**
 * FCM registration (loaded only in FCM mode): the service worker at the site root with a
 * scope of its own (`/hire-push/`, so it controls no page and intercepts no request; push
 * events reach it whatever its scope), the token from Firebase messaging, and the token
 * sent to our server under this browser's device id. A push while a page is open, or a
 * word from the service worker, refreshes the bell.
 */
import { type FirebaseOptions, getApps, initializeApp } from '@firebase/app'
import { deleteToken, getMessaging, getToken, onMessage } from '@firebase/messaging'
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import { pushCalls, pushTokenPath } from '../../contract/notifications/push.ts'

const deviceKey = () => `${$config.get().namespace}:push-device`
const appName = 'hire-push'

function knownDeviceId(): string | null {
  try {
    return localStorage.getItem(deviceKey())
  } catch {
    return null
  }
}

/** A random id this browser keeps, so its registration is replaced, never duplicated. */
function deviceId(): string {
  try {
    const known = knownDeviceId()
    if (known) return known
    const made = crypto.randomUUID()
    localStorage.setItem(deviceKey(), made)
    return made
  } catch {
    return crypto.randomUUID()
  }
}

export async function registerFcm(
  options: { firebase: FirebaseOptions; vapidKey: string; serviceWorkerUrl: string },
  onPush: () => void,
): Promise<boolean> {
  const registration = await navigator.serviceWorker.register(options.serviceWorkerUrl, {
    scope: new URL('hire-push/', new URL(options.serviceWorkerUrl, location.href)).pathname,
  })
  const app =
    getApps().find((known) => known.name === appName) ?? initializeApp(options.firebase, appName)
  const messaging = getMessaging(app)
  const token = await getToken(messaging, {
    vapidKey: options.vapidKey,
    serviceWorkerRegistration: registration,
  })
  if (!token) return false
  await api.put(pushCalls.register.path, { body: { deviceId: deviceId(), token }, auth: 'bearer' })
  onMessage(messaging, () => onPush())
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'hire-push') onPush()
  })
  return true
}

/**
 * Log-out: the server forgets this browser's token (DELETE /notification/push-token/{id},
 * while the session still exists), and Firebase forgets the token itself, so the next
 * person on this browser receives nothing meant for the last one.
 */
export async function unregisterFcm(): Promise<void> {
  const device = knownDeviceId()
  if (device) await api.delete(pushTokenPath(device), { auth: 'bearer' }).catch(() => {})
  const app = getApps().find((known) => known.name === appName)
  if (app) await deleteToken(getMessaging(app)).catch(() => false)
}
