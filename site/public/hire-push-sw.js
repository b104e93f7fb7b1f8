/*
 * Web push for the marketplace (FCM mode only): shows the notification FCM delivers and
 * opens its page on click. Registered with the scope /hire-push/, so it controls no page
 * and handles no request: push and click events are all it receives.
 */
self.addEventListener('push', (event) => {
  let payload = {}
  try {
    payload = event.data ? event.data.json() : {}
  } catch {
    payload = {}
  }
  const note = payload.notification || {}
  const data = payload.data || {}
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      // An open page refreshes its bell.
      for (const page of pages) page.postMessage({ type: 'hire-push', data })
      await self.registration.showNotification(note.title || 'Hire Marketplace', {
        body: note.body || '',
        tag: data.notificationId || undefined,
        data: { path: data.path || '/notification' },
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = event.notification.data?.path || '/notification'
  // Same-origin paths only: a payload cannot send the person elsewhere.
  const target = new URL(path, self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(self.clients.openWindow(target.href))
})
