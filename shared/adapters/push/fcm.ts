/**
 * FCM registration (loaded only in FCM mode): the service worker at the site root with a
 * scope of its own (`/hire-push/`, so it controls no page and intercepts no request; push
 * events reach it whatever its scope), the token from Firebase messaging, and the token
 * sent to our server under this browser's device id. A push while a page is open, or a
 * word from the service worker, refreshes the bell.
 */
import { type FirebaseOptions, getApps, initializeApp } from 'firebase/app'
import { getMessaging, getToken, onMessage } from 'firebase/messaging'
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import { pushCalls } from '../../contract/notifications/push.ts'

const deviceKey = () => `${$config.get().namespace}:push-device`

/** A random id this browser keeps, so its registration is replaced, never duplicated. */
function deviceId(): string {
  try {
    const known = localStorage.getItem(deviceKey())
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
    getApps().find((known) => known.name === 'hire-push') ??
    initializeApp(options.firebase, 'hire-push')
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
