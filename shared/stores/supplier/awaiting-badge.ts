/**
 * $awaitingCount: the awaiting orders badge of the console's side menu. While something
 * shows it, the count is asked for every 5 s (GET /orders?type=AWAITING&limit=0, the count
 * alone) by one tab of the browser at a time, and only while a tab is visible
 * (poll-once.ts). Lists and actions publish fresher counts as they get them.
 */
import { atom, onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import { type OrdersData, supplierCalls, supplierLimits } from '../../contract/supplier/calls.ts'
import { $signedIn } from '../core/session.ts'
import { type PollOnce, startPollOnce } from './poll-once.ts'

export const $awaitingCount = atom<number | null>(null)

let poll: PollOnce | null = null

export function publishAwaitingCount(value: number): void {
  $awaitingCount.set(value)
}

async function fetchAwaitingCount(): Promise<number> {
  if (!$signedIn.get()) return $awaitingCount.get() ?? 0
  const data = await api.get<Pick<OrdersData, 'awaitngReview'>>(supplierCalls.orders.path, {
    auth: 'bearer',
    query: { type: 'AWAITING', limit: 0 },
  })
  return data.awaitngReview
}

/** Asks now, after the supplier answered an order, and tells the other tabs. */
export function refreshAwaitingCount(): Promise<void> {
  return poll ? poll.refresh() : fetchAwaitingCount().then(publishAwaitingCount, () => {})
}

onMount($awaitingCount, () => {
  if (typeof document === 'undefined') return
  const name = `${$config.get().namespace}:awaiting-count`
  const locks = (navigator as Navigator & { locks?: unknown }).locks ?? null
  poll = startPollOnce({
    name,
    intervalMs: supplierLimits.awaitingPollMs,
    fetchValue: fetchAwaitingCount,
    onValue: publishAwaitingCount,
    locks: locks as Parameters<typeof startPollOnce>[0]['locks'],
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name),
    isVisible: () => document.visibilityState === 'visible',
    watchVisibility(listener) {
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
  })
  return () => {
    poll?.stop()
    poll = null
  }
})
