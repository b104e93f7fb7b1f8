/**
 * A browser registered for push gives its token back among the log-out steps (run by the
 * profile menu's Log out before the session goes: account-menu.test.tsx).
 */
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

const { $session } = await import('../core/session.ts')
const { runLogOutSteps } = await import('../core/log-out-steps.ts')
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
    await runLogOutSteps()
    expect(seen).toEqual([])
  })

  it('removes the token while the session still exists', async () => {
    $session.set({ accessToken: 'user-token', isGuestUser: '0' })
    expect(await enablePush(true)).toBe(true)
    expect(startPush).toHaveBeenCalledWith(expect.any(Function), true)
    await runLogOutSteps()
    expect(seen).toEqual(['user-token'])
  })
})
