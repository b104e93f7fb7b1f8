/** Log-out of a push-registered browser: our server and FCM both forget its token. */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls: string[] = []
const app = { name: 'hire-push' }
let apps: { name: string }[] = []
vi.mock('@firebase/app', () => ({ getApps: () => apps, initializeApp: vi.fn() }))
vi.mock('@firebase/messaging', () => ({
  getMessaging: (of: unknown) => ({ of }),
  getToken: vi.fn(),
  onMessage: vi.fn(),
  deleteToken: vi.fn(async () => {
    calls.push('fcm deleteToken')
    return true
  }),
}))
vi.mock('../../api/client.ts', () => ({
  api: {
    delete: vi.fn(async (path: string, options: { auth: string }) => {
      calls.push(`DELETE ${path} ${options.auth}`)
    }),
  },
}))

const { unregisterFcm } = await import('./fcm.ts')

beforeEach(() => {
  calls.length = 0
  apps = [app]
  localStorage.clear()
})

describe('unregisterFcm', () => {
  it("deletes this device's token on the server, then in FCM", async () => {
    localStorage.setItem('hire:push-device', 'device-1')
    await unregisterFcm()
    expect(calls).toEqual(['DELETE /notification/push-token/device-1 bearer', 'fcm deleteToken'])
  })

  it('calls the server only for a browser that registered', async () => {
    apps = []
    await unregisterFcm()
    expect(calls).toEqual([])
  })
})
