/** Push stays off (and the bell on its poll) unless FCM is configured and the browser can. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../config.ts'
import { pushAvailability, pushSupported, startPush } from './index.ts'

const initial = $config.get()
afterEach(() => $config.set(initial))

describe('startPush', () => {
  it('does nothing without FCM configuration', async () => {
    const onPush = vi.fn()
    expect(await startPush(onPush)).toBe(false)
    configure({ push: { mode: 'polling' } })
    expect(await startPush(onPush)).toBe(false)
    configure({ push: { mode: 'fcm', firebase: { projectId: 'demo' } } })
    expect(await startPush(onPush)).toBe(false)
    expect(onPush).not.toHaveBeenCalled()
  })

  it('does nothing in a browser without push, even when configured', async () => {
    configure({ push: { mode: 'fcm', firebase: { projectId: 'demo' }, vapidKey: 'key' } })
    // happy-dom, like a browser without web push, has no PushManager.
    expect(pushSupported()).toBe(false)
    expect(await startPush(vi.fn(), true)).toBe(false)
  })
})

describe('pushAvailability', () => {
  it("is 'off' outside FCM mode and 'unsupported' in a browser without web push", () => {
    expect(pushAvailability()).toBe('off')
    configure({ push: { mode: 'fcm', firebase: { projectId: 'demo' } } })
    expect(pushAvailability()).toBe('off')
    configure({ push: { mode: 'fcm', firebase: { projectId: 'demo' }, vapidKey: 'key' } })
    expect(pushAvailability()).toBe('unsupported')
  })
})
