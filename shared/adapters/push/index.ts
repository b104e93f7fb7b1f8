/**
 * Web push (spec part 2 section 7): with `window.hireConfig.push =
 * { mode: 'fcm', firebase: {…}, vapidKey }` a browser whose person allowed notifications
 * registers its FCM token with our server (PUT /notification/push-token) and a push
 * refreshes the bell at once. Without it, or when the browser has no service worker, push
 * manager or permission, nothing loads and the bell keeps its 15 s poll (which runs in
 * every case). The Firebase messaging SDK is a dynamic import made only in FCM mode.
 */
import type { FirebaseOptions } from '@firebase/app'
import { $config } from '../../config.ts'

export interface PushConfig {
  mode: 'polling' | 'fcm'
  firebase?: FirebaseOptions
  /** the web push certificate's public key (Firebase console, Cloud Messaging) */
  vapidKey?: string
  /** same-origin service worker (default `/hire-push-sw.js`, scoped to `/hire-push/`) */
  serviceWorkerUrl?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    push?: PushConfig
  }
}

/** True when this browser can receive web push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** Where this browser stands: 'off' outside FCM mode (the bell polls), else its permission. */
export type PushAvailability = 'off' | 'unsupported' | NotificationPermission

export function pushAvailability(): PushAvailability {
  const config = $config.get().push
  if (config?.mode !== 'fcm' || !config.firebase || !config.vapidKey) return 'off'
  return pushSupported() ? Notification.permission : 'unsupported'
}

/**
 * Registers this browser for push when configured and allowed; `ask` requests the
 * permission (call it from a click). Resolves false whenever push is not available, so the
 * caller simply keeps polling.
 */
export async function startPush(onPush: () => void, ask = false): Promise<boolean> {
  const config = $config.get().push
  if (config?.mode !== 'fcm' || !config.firebase || !config.vapidKey || !pushSupported()) {
    return false
  }
  if (Notification.permission !== 'granted') {
    if (!ask || (await Notification.requestPermission()) !== 'granted') return false
  }
  try {
    const { registerFcm } = await import('./fcm.ts')
    return await registerFcm(
      {
        firebase: config.firebase,
        vapidKey: config.vapidKey,
        serviceWorkerUrl: config.serviceWorkerUrl ?? '/hire-push-sw.js',
      },
      onPush,
    )
  } catch {
    return false
  }
}

/** Log-out of a browser registered for push: its token goes, on our server and in FCM. */
export async function stopPush(): Promise<void> {
  if ($config.get().push?.mode !== 'fcm') return
  const { unregisterFcm } = await import('./fcm.ts')
  await unregisterFcm()
}
