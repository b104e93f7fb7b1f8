/**
 * Notifications for every widget of a page (spec part 1): the unread count and the bell's
 * 3 latest unread (from page 1 of 10), polled every 15 s once per browser and paused while
 * hidden (the tab that polls shares the answer with the others through storage), the
 * /notification list 12 a page, and marking one or all read.
 */
import { atom, map, onMount } from 'nanostores'
import type {} from '../../adapters/push/index.ts'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { $config } from '../../config.ts'
import {
  type NotificationListData,
  type NotificationRecord,
  notificationCalls,
  notificationLimits,
  type UnreadCountData,
} from '../../contract/notifications/notifications.ts'
import { type PollMark, pollDue, readMark } from '../../domain/notifications/poll.ts'
import { beforeLogOut } from '../core/log-out-steps.ts'
import { $signedIn } from '../core/session.ts'

export const $unread = atom<number>(0)
export const $bell = atom<NotificationRecord[]>([])

export interface NotificationPage {
  list: NotificationRecord[]
  pageNo: number
  done: boolean
  loading: boolean
  error: string | null
}

export const $notificationPage = map<NotificationPage>({
  list: [],
  pageNo: 0,
  done: false,
  loading: false,
  error: null,
})

const markKey = () => `${$config.get().namespace}:notifications-poll`
const bellKey = () => `${$config.get().namespace}:notifications-bell`

function share(unread: number, bell: NotificationRecord[]): void {
  $unread.set(unread)
  $bell.set(bell)
  try {
    localStorage.setItem(markKey(), JSON.stringify({ at: Date.now(), unread } satisfies PollMark))
    localStorage.setItem(bellKey(), JSON.stringify(bell))
  } catch {
    // Storage refused (private mode): this tab polls on its own.
  }
}

/** Page 1 of 10, as the bell reads it: the count and the 3 latest unread. */
export async function refreshBell(): Promise<void> {
  const data = await api.get<NotificationListData>(notificationCalls.list.path, {
    query: { pageNo: 1, limit: notificationLimits.bellFetch },
    auth: 'bearer',
  })
  share(data.unread, data.list.filter((item) => !item.isRead).slice(0, notificationLimits.bell))
}

function fromStorage(): void {
  try {
    const mark = readMark(localStorage.getItem(markKey()))
    if (mark) $unread.set(mark.unread)
    const bell = JSON.parse(localStorage.getItem(bellKey()) ?? '[]') as NotificationRecord[]
    if (Array.isArray(bell)) $bell.set(bell)
  } catch {
    // Nothing shared yet.
  }
}

async function tick(): Promise<void> {
  let mark: PollMark | null = null
  try {
    mark = readMark(localStorage.getItem(markKey()))
  } catch {
    mark = null
  }
  if (!pollDue(mark, Date.now(), document.hidden, notificationLimits.pollMs)) {
    fromStorage()
    return
  }
  await refreshBell().catch(() => {})
}

onMount($unread, () => {
  if (typeof window === 'undefined') return
  let timer: ReturnType<typeof setInterval> | undefined
  const onStorage = (event: StorageEvent) => {
    if (event.key === markKey() || event.key === bellKey()) fromStorage()
  }
  const onVisible = () => {
    if (!document.hidden) void tick()
  }
  const stopSession = $signedIn.subscribe((signedIn) => {
    clearInterval(timer)
    if (!signedIn) {
      $unread.set(0)
      $bell.set([])
      return
    }
    void refreshBell().catch(() => {})
    timer = setInterval(() => void tick(), notificationLimits.pollMs)
    // FCM mode: a push refreshes the bell at once; the poll above runs either way, so a
    // browser without push (or permission) loses nothing. Loaded only in that mode.
    if ($config.get().push?.mode === 'fcm') void enablePush()
  })
  window.addEventListener('storage', onStorage)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    stopSession()
    clearInterval(timer)
    window.removeEventListener('storage', onStorage)
    document.removeEventListener('visibilitychange', onVisible)
  }
})

/**
 * Registers this browser for push (FCM mode only; the module loads then): without `ask` only
 * when the person already allowed it, with `ask` (from a click) the browser asks first. A
 * registered browser gives its token back on log-out, while the session still exists.
 */
export async function enablePush(ask = false): Promise<boolean> {
  const { startPush, stopPush } = await import('../../adapters/push/index.ts')
  const on = await startPush(() => void refreshBell().catch(() => {}), ask)
  if (on) beforeLogOut(stopPush)
  return on
}

/** The next page of 12 for /notification (infinite scroll). */
export async function loadMoreNotifications(): Promise<void> {
  const page = $notificationPage.get()
  if (page.loading || page.done) return
  $notificationPage.set({ ...page, loading: true, error: null })
  try {
    const pageNo = page.pageNo + 1
    const data = await api.get<NotificationListData>(notificationCalls.list.path, {
      query: { pageNo, limit: notificationLimits.pageSize },
      auth: 'bearer',
    })
    const list = [...page.list, ...data.list]
    $notificationPage.set({
      list,
      pageNo,
      done: data.list.length < notificationLimits.pageSize || list.length >= data.total,
      loading: false,
      error: null,
    })
    $unread.set(data.unread)
  } catch (error) {
    $notificationPage.set({ ...$notificationPage.get(), loading: false, error: messageOf(error) })
  }
}

function markedRead(id: string | null): void {
  const page = $notificationPage.get()
  $notificationPage.setKey(
    'list',
    page.list.map((item) => (id === null || item._id === id ? { ...item, isRead: true } : item)),
  )
}

export async function markNotificationRead(notificationId: string): Promise<void> {
  const data = await api.put<UnreadCountData>(notificationCalls.read.path, {
    body: { notificationId },
    auth: 'bearer',
  })
  markedRead(notificationId)
  share(
    data.unread,
    $bell.get().filter((item) => item._id !== notificationId),
  )
}

export async function markAllNotificationsRead(): Promise<void> {
  await api.put(notificationCalls.readAll.path, { body: {}, auth: 'bearer' })
  markedRead(null)
  share(0, [])
}
