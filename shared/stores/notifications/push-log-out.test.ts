/** A browser registered for push gives its token back on log-out, before the session goes. */
import { afterEach, describe, expect, it, vi } from 'vitest'

const seen: (string | undefined)[] = []
const startPush = vi.fn(async () => true)
vi.mock('../../adapters/push/index.ts', () => ({
  startPush: (...args: unknown[]) => startPush(...(args as [])),
  stopPush: async () => {
    seen.push($session.get().accessToken)
  },
}))
vi.mock('../../api/client.ts', () => ({
  api: { post: vi.fn(async () => ({ accessToken: 'guest' })), get: vi.fn() },
  bindSession: () => {},
}))

const { $session, logOut } = await import('../core/session.ts')
const { enablePush } = await import('./notifications.ts')

afterEach(() => {
  seen.length = 0
  $session.set({})
})

describe('push and log-out', () => {
  it('a browser that did not register calls nothing on log-out', async () => {
    startPush.mockResolvedValueOnce(false)
    $session.set({ accessToken: 'user-token', isGuestUser: '0' })
    expect(await enablePush()).toBe(false)
    await logOut()
    expect(seen).toEqual([])
  })

  it('removes the token while the session still exists', async () => {
    $session.set({ accessToken: 'user-token', isGuestUser: '0' })
    expect(await enablePush(true)).toBe(true)
    expect(startPush).toHaveBeenCalledWith(expect.any(Function), true)
    await logOut()
    expect(seen).toEqual(['user-token'])
    expect($session.get().accessToken).not.toBe('user-token')
  })
})
