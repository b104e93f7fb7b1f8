import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountUser } from '../../contract/account/profile.ts'

const put = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(async () => ({ accessToken: 'guest' })), put },
  bindSession: () => {},
}))

const { $feedback, dismissToast } = await import('../core/feedback.ts')
const { $profile } = await import('./profile.ts')
const { $savingSwitches, toggleSetting } = await import('./notification-settings.ts')

const user = {
  _id: 'u1',
  messageSetting: { email: true, push: false, sms: false },
  reminderSetting: { email: true, push: true, sms: false },
} as AccountUser

const switches = () => {
  const current = $profile.get().user
  return { messages: current?.messageSetting, reminders: current?.reminderSetting }
}

beforeEach(() => {
  put.mockReset()
  $profile.set({ status: 'ready', user })
})
afterEach(() => dismissToast())

describe('toggleSetting', () => {
  it('shows the change at once and sends status, type and category', async () => {
    let answer: (value: unknown) => void = () => {}
    put.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const saving = toggleSetting('reminders', 'sms', 'settings')
    expect(switches().reminders?.sms).toBe(true)
    expect($savingSwitches.get()).toEqual(['reminders.sms'])
    expect(put).toHaveBeenCalledWith('/user/setting', {
      auth: 'bearer',
      body: { status: true, type: 3, category: 2 },
    })
    answer({
      messageSetting: { email: true, push: false, sms: false },
      reminderSetting: { email: true, push: true, sms: true },
    })
    await expect(saving).resolves.toBe(true)
    expect(switches().reminders?.sms).toBe(true)
    expect($savingSwitches.get()).toEqual([])
  })

  it('rolls the switch back and shows a red toast when the call fails', async () => {
    put.mockRejectedValue(new Error('Some thing went wrong'))
    const saving = toggleSetting('messages', 'email', 'settings')
    expect(switches().messages?.email).toBe(false)
    await expect(saving).resolves.toBe(false)
    expect(switches().messages?.email).toBe(true)
    expect($feedback.get().toast).toMatchObject({
      kind: 'error',
      message: 'Some thing went wrong',
      owner: 'settings',
    })
  })

  it('rolls back only its own switch', async () => {
    let fail: (error: Error) => void = () => {}
    put.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
    put.mockResolvedValueOnce({})
    const first = toggleSetting('messages', 'push')
    const second = toggleSetting('messages', 'sms')
    await second
    fail(new Error('Request Timeout'))
    await first
    expect(switches().messages).toEqual({ email: true, push: false, sms: true })
  })

  it('ignores a second toggle of a switch still being saved', async () => {
    put.mockReturnValue(new Promise(() => {}))
    void toggleSetting('messages', 'push')
    await expect(toggleSetting('messages', 'push')).resolves.toBe(false)
    expect(put).toHaveBeenCalledTimes(1)
    expect(switches().messages?.push).toBe(true)
    $savingSwitches.set([])
  })
})
