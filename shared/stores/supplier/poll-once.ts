/**
 * One poll per browser, not per tab (spec part 3 section 7: the awaiting count every 5 s).
 * Tabs take turns through a Web Lock: the tab holding it polls and posts each answer on a
 * BroadcastChannel, and every tab shows what arrives. A hidden tab stops polling and lets
 * the lock go, so a visible tab takes over, and nobody polls while every tab is hidden.
 * Without Web Locks each visible tab polls for itself. Everything the browser provides is
 * passed in, so the rule is tested without one.
 */

export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>
}

export interface ChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

export interface PollOnceOptions {
  name: string
  intervalMs: number
  fetchValue: () => Promise<number>
  onValue: (value: number) => void
  locks: LockManagerLike | null
  channel: ChannelLike | null
  isVisible: () => boolean
  /** subscribes to visibility changes; answers the unsubscribe */
  watchVisibility: (listener: () => void) => () => void
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

export interface PollOnce {
  stop(): void
  /** asks now (after an action) and tells the other tabs */
  refresh(): Promise<void>
  /** whether this tab is the one polling */
  leading(): boolean
}

export function startPollOnce(options: PollOnceOptions): PollOnce {
  const setTimer = options.setTimer ?? ((run, ms) => setInterval(run, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearInterval(timer as number))
  let timer: unknown = null
  let leading = false
  let release: (() => void) | null = null
  let waiting: AbortController | null = null
  let stopped = false

  const publish = (value: number) => {
    options.onValue(value)
    options.channel?.postMessage({ name: options.name, value })
  }
  const tick = async () => {
    try {
      publish(await options.fetchValue())
    } catch {
      // A failed poll keeps the last count; the next tick tries again.
    }
  }
  const poll = () => {
    leading = true
    void tick()
    timer = setTimer(() => void tick(), options.intervalMs)
  }
  const stopPolling = () => {
    if (timer !== null) clearTimer(timer)
    timer = null
    leading = false
    release?.()
    release = null
    waiting?.abort()
    waiting = null
  }
  const lead = () => {
    if (stopped || leading || waiting) return
    if (!options.locks) {
      poll()
      return
    }
    const controller = new AbortController()
    waiting = controller
    options.locks
      .request(options.name, { signal: controller.signal }, () => {
        waiting = null
        if (stopped || !options.isVisible()) return Promise.resolve()
        poll()
        return new Promise<void>((resolve) => {
          release = resolve
        })
      })
      .catch(() => {
        // aborted while waiting: another tab polls, or this one went hidden
      })
  }
  const onVisibility = () => (options.isVisible() ? lead() : stopPolling())
  const onMessage = (event: { data: unknown }) => {
    const data = event.data as { name?: string; value?: unknown }
    if (data?.name === options.name && typeof data.value === 'number') options.onValue(data.value)
  }

  options.channel?.addEventListener('message', onMessage)
  const unwatch = options.watchVisibility(onVisibility)
  if (options.isVisible()) lead()

  return {
    stop() {
      stopped = true
      stopPolling()
      unwatch()
      options.channel?.removeEventListener('message', onMessage)
      options.channel?.close()
    },
    refresh: tick,
    leading: () => leading,
  }
}
