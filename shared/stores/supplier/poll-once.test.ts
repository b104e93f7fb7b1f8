import { describe, expect, it, vi } from 'vitest'
import { type ChannelLike, type LockManagerLike, startPollOnce } from './poll-once.ts'

/** A browser's Web Locks and BroadcastChannel, shared by the "tabs" of one test. */
function fakeBrowser() {
  const queue: { grant: () => void; signal?: AbortSignal }[] = []
  let held = false
  const next = () => {
    while (!held && queue.length) {
      const waiter = queue.shift()
      if (waiter && !waiter.signal?.aborted) waiter.grant()
    }
  }
  const locks: LockManagerLike = {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held = true
          callback().then(() => {
            held = false
            resolve(undefined)
            next()
          })
        }
        options.signal?.addEventListener('abort', () => reject(new Error('aborted')))
        queue.push({ grant, signal: options.signal })
        next()
      })
    },
  }
  const listeners = new Set<(event: { data: unknown }) => void>()
  const channel = (): ChannelLike => {
    const own = new Set<(event: { data: unknown }) => void>()
    return {
      postMessage(data) {
        for (const listener of listeners) if (!own.has(listener)) listener({ data })
      },
      addEventListener(_type, listener) {
        own.add(listener)
        listeners.add(listener)
      },
      removeEventListener(_type, listener) {
        own.delete(listener)
        listeners.delete(listener)
      },
      close() {},
    }
  }
  return { locks, channel }
}

function tab(browser: ReturnType<typeof fakeBrowser>, fetchValue: () => Promise<number>) {
  let visible = true
  const watchers = new Set<() => void>()
  const seen: number[] = []
  const poll = startPollOnce({
    name: 'hire:awaiting-count',
    intervalMs: 5000,
    fetchValue,
    onValue: (value) => seen.push(value),
    locks: browser.locks,
    channel: browser.channel(),
    isVisible: () => visible,
    watchVisibility(listener) {
      watchers.add(listener)
      return () => watchers.delete(listener)
    },
  })
  return {
    poll,
    seen,
    setVisible(value: boolean) {
      visible = value
      for (const listener of watchers) listener()
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('polling once per browser', () => {
  it('lets one tab poll and shares its answers with the others', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const browser = fakeBrowser()
    let calls = 0
    const fetchValue = async () => ++calls
    const first = tab(browser, fetchValue)
    const second = tab(browser, fetchValue)
    await settle()
    expect(calls).toBe(1)
    expect(first.poll.leading()).toBe(true)
    expect(second.poll.leading()).toBe(false)
    vi.advanceTimersByTime(5000)
    await settle()
    expect(calls).toBe(2)
    expect(second.seen).toEqual([1, 2])
    first.poll.stop()
    second.poll.stop()
    vi.useRealTimers()
  })

  it('hands polling to a visible tab when the polling one is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const browser = fakeBrowser()
    let calls = 0
    const first = tab(browser, async () => ++calls)
    const second = tab(browser, async () => ++calls)
    await settle()
    first.setVisible(false)
    await settle()
    expect(first.poll.leading()).toBe(false)
    expect(second.poll.leading()).toBe(true)
    second.setVisible(false)
    await settle()
    const before = calls
    vi.advanceTimersByTime(20_000)
    await settle()
    // every tab hidden: nobody polls
    expect(calls).toBe(before)
    first.setVisible(true)
    await settle()
    expect(first.poll.leading()).toBe(true)
    expect(calls).toBe(before + 1)
    first.poll.stop()
    second.poll.stop()
    vi.useRealTimers()
  })

  it('polls in each visible tab without Web Locks, and refreshes on demand', async () => {
    let calls = 0
    const seen: number[] = []
    const poll = startPollOnce({
      name: 'n',
      intervalMs: 5000,
      fetchValue: async () => ++calls,
      onValue: (value) => seen.push(value),
      locks: null,
      channel: null,
      isVisible: () => true,
      watchVisibility: () => () => {},
      setTimer: () => 1,
      clearTimer: () => {},
    })
    await settle()
    await poll.refresh()
    expect(seen).toEqual([1, 2])
    poll.stop()
  })
})
