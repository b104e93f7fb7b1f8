import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hirer } from '../../../tests/fixtures/profile.ts'

const get = vi.fn()
const put = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, put, post: vi.fn(async () => ({ accessToken: 'guest' })) },
  bindSession: () => {},
}))

const { $session, startSession, clearSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { $profile } = await import('../../../shared/stores/account/profile.ts')
const { FeedbackLayer } = await import('../../ui/FeedbackLayer.tsx')
const { default: SettingsView } = await import('./SettingsView.tsx')

$session.listen(() => {})

beforeEach(() => {
  get.mockReset()
  put.mockReset()
  $profile.set({ status: 'idle', user: null })
  startSession('user-token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  act(() => dismissToast())
  document.body.innerHTML = ''
})

function renderView() {
  render(
    <>
      <SettingsView owner="settings" />
      <FeedbackLayer owner="settings" />
    </>,
  )
}

describe('SettingsView', () => {
  it('shows skeletons, then two groups of three switches with the stored values', async () => {
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderView()
    expect(screen.getByText('Loading your notification settings')).toBeTruthy()
    answer({ user: hirer })
    const email = await screen.findByRole('switch', { name: 'Messages Email' })
    expect(email.getAttribute('aria-checked')).toBe('true')
    expect(
      screen
        .getByRole('switch', { name: 'Messages Push-notifications' })
        .getAttribute('aria-checked'),
    ).toBe('false')
    expect(screen.getByRole('switch', { name: 'Reminders SMS messages' })).toBeTruthy()
    expect(screen.getAllByRole('switch')).toHaveLength(6)
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeTruthy()
  })

  it('saves a toggle at once and rolls it back with a red toast on failure', async () => {
    get.mockResolvedValue({ user: hirer })
    put.mockRejectedValue(new Error('Some thing went wrong'))
    renderView()
    const sms = await screen.findByRole('switch', { name: 'Messages SMS messages' })
    fireEvent.click(sms)
    expect(sms.getAttribute('aria-checked')).toBe('true')
    await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('false'))
    expect(screen.getByRole('alert').textContent).toContain('Some thing went wrong')
  })

  it('says what went wrong when the settings cannot load, and retries', async () => {
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    renderView()
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    get.mockResolvedValue({ user: hirer })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('switch', { name: 'Messages Email' })).toBeTruthy()
  })

  it('asks a guest to sign in instead of loading anything', () => {
    clearSession()
    renderView()
    expect(screen.getByText('Log in or sign up to see this page.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy()
    expect(get).not.toHaveBeenCalled()
  })
})
