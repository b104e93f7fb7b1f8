import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'

const get =
  vi.fn<(path: string, options?: { query?: Record<string, unknown> }) => Promise<unknown>>()
const post = vi.fn(async () => ({ accessToken: 'guest' }))
vi.mock('../../api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../core/session.ts')
const { $savedFlags, loadSavedFlags, recordBookmark, withSavedFlag } = await import(
  './saved-flags.ts'
)

const item = (id: string, bookMarked = false) => ({ _id: id, bookMarked }) as ItemSummary
const signedOut = $session.get()
let stop: (() => void) | null = null

beforeEach(() => get.mockReset())
afterEach(() => {
  stop?.()
  stop = null
  $session.set(signedOut)
})

describe('$savedFlags', () => {
  it('reads a signed-in user’s saved items when a card list mounts', async () => {
    $session.set({ accessToken: 'token', isGuestUser: '0' })
    get.mockResolvedValueOnce({ list: [item('a'), item('b')], total: 2 })
    stop = $savedFlags.listen(() => {})
    await vi.waitFor(() => expect($savedFlags.get().status).toBe('ready'))
    expect(get).toHaveBeenCalledWith('/items/bookmarks', { query: { limit: 100, pageNo: 1 } })
    expect($savedFlags.get().saved).toEqual({ a: true, b: true })
  })

  it('reads nothing for a guest, and forgets the flags on sign-out', async () => {
    $session.set({ accessToken: 'guest', isGuestUser: '1' })
    stop = $savedFlags.listen(() => {})
    expect(get).not.toHaveBeenCalled()
    get.mockResolvedValueOnce({ list: [item('a')], total: 1 })
    $session.set({ accessToken: 'token', isGuestUser: '0' })
    await vi.waitFor(() => expect($savedFlags.get().saved).toEqual({ a: true }))
    $session.set({})
    expect($savedFlags.get()).toEqual({ status: 'idle', saved: {} })
  })

  it('pages through a long list', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => item(`i${from + index}`))
    get
      .mockResolvedValueOnce({ list: page(0, 100), total: 130 })
      .mockResolvedValueOnce({ list: page(100, 30), total: 130 })
    await loadSavedFlags()
    expect(get).toHaveBeenCalledTimes(2)
    expect(get.mock.calls[1]?.[1]?.query).toMatchObject({ pageNo: 2 })
    expect(Object.keys($savedFlags.get().saved)).toHaveLength(130)
  })

  it('keeps a toggle confirmed while the list was loading', async () => {
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const pending = loadSavedFlags()
    recordBookmark('a', false)
    recordBookmark('c', true)
    answer({ list: [item('a'), item('b')], total: 2 })
    await pending
    expect($savedFlags.get().saved).toEqual({ a: false, b: true, c: true })
  })

  it('leaves the flags alone when the list cannot be read', async () => {
    get.mockRejectedValueOnce(new Error('offline'))
    await loadSavedFlags()
    recordBookmark('a', true)
    expect($savedFlags.get()).toEqual({ status: 'error', saved: { a: true } })
  })

  it('overrides an item’s flag only when the user’s state is known', () => {
    const flags = { status: 'ready' as const, saved: { a: true, b: false } }
    expect(withSavedFlag(item('a'), flags).bookMarked).toBe(true)
    expect(withSavedFlag(item('b', true), flags).bookMarked).toBe(false)
    const unknown = item('c', true)
    expect(withSavedFlag(unknown, flags)).toBe(unknown)
  })
})
