/**
 * Web push (spec part 2 section 7, "a messaging service registers a web push token"): each
 * browser registers its FCM token under a device id of its own; the server sends a push
 * copy of a notification to every token of the receiver when their Push switch is on.
 * Without push (the sandbox, or a browser that refuses) the bell polls every 15 s.
 */
export const pushCalls = {
  register: { method: 'PUT', path: '/notification/push-token' },
  remove: { method: 'DELETE', path: '/notification/push-token/:deviceId' },
} as const

export const pushTokenPath = (deviceId: string) =>
  `/notification/push-token/${encodeURIComponent(deviceId)}`

export const pushLimits = { tokenMax: 4096 } as const

export const pushMessages = {
  registered: 'Push notifications are on for this browser.',
  removed: 'Push notifications are off for this browser.',
  otherAccount: 'This browser receives push notifications for another account.',
  notFound: 'This browser has no push registration.',
} as const

export interface PushTokenBody {
  /** a UUID the browser made once and keeps */
  deviceId: string
  /** the FCM registration token */
  token: string
}

export interface PushTokenData {
  deviceId: string
}
