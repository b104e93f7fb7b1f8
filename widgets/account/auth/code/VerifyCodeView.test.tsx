import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextStepFor } from '../../../../shared/domain/account/onboarding.ts'
import { beginStep, clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import { $session, clearSession } from '../../../../shared/stores/core/session.ts'
import { fakeApi, mountSession, sessionAnswer } from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
  $session.setKey('useremail', 'new@example.com')
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  unmountSession()
  act(() => dismissToast())
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the email code screen', () => {
  it('verifies the code and continues to the profile', async () => {
    const api = fakeApi({ 'PATCH /user/verify-otp': () => sessionAnswer(414, 'new@example.com') })
    render(<AccountWidget view="verify-code" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeTruthy()
    fireEvent.paste(await screen.findByLabelText('Digit 1 of 5'), {
      clipboardData: { getData: () => '11223' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/CompleteProfileScreen'),
    )
    expect(api.find('PATCH /user/verify-otp')[0]?.body).toEqual({
      email: 'new@example.com',
      otp: '11223',
    })
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('CompleteProfile')
  })

  it('offers Resend when the window is over, which sends a code and restarts the clock', async () => {
    vi.useFakeTimers({
      now: new Date('2025-03-01T10:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    })
    beginStep(nextStepFor(413), Date.now() - 200_000)
    const api = fakeApi({ 'POST /user/send-otp': () => ({}) })
    render(<AccountWidget view="verify-code" />)
    const resend = await screen.findByRole('button', { name: 'Resend' })
    await act(async () => {
      fireEvent.click(resend)
    })
    await waitFor(() => expect(screen.getByText('02:00')).toBeTruthy())
    expect(api.find('POST /user/send-otp')[0]?.body).toEqual({ email: 'new@example.com' })
    expect(
      await screen.findByText('A new code has been sent.', { selector: '.hire-toast span' }),
    ).toBeTruthy()
  })
})
