import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../../../shared/config.ts'
import type { NextStep } from '../../../../shared/domain/account/onboarding.ts'
import { clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { $authPrompt, promptSignIn } from '../../../../shared/stores/core/auth-prompt.ts'
import { $session, clearSession } from '../../../../shared/stores/core/session.ts'
import { fakeApi, mountSession, sessionAnswer } from '../../../../tests/fixtures/fake-client.ts'

// The login form answers as a just-registered account would: the email code is next.
const verifyNext: NextStep = { path: '/auth/VerfiyCodeScreen', pending: 'Verify', isGuestUser: '1' }
vi.mock('../login/LoginForm.tsx', () => ({
  LoginForm: ({ onSignedIn }: { onSignedIn: (next: NextStep) => void }) => (
    <button type="button" onClick={() => onSignedIn(verifyNext)}>
      Log In
    </button>
  ),
}))

const { default: SignInDialog } = await import('./SignInDialog.tsx')

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
let unmountSession = () => {}
const before = $config.get()

beforeEach(() => {
  unmountSession = mountSession()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
  $session.setKey('useremail', 'new@example.com')
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  unmountSession()
  $config.set(before)
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

async function enterCode() {
  fireEvent.paste(await screen.findByLabelText('Digit 1 of 5'), {
    clipboardData: { getData: () => '11223' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
}

describe('the sign-in dialog on a partner page', () => {
  it('asks for the email code in the dialog, then the visitor goes on on the same page', async () => {
    configure({ siteUrl: 'https://hire.test' })
    const api = fakeApi({ 'PATCH /user/verify-otp': () => sessionAnswer(415, 'new@example.com') })
    const signedIn = promptSignIn()
    const prompt = $authPrompt.get()
    if (!prompt) throw new Error('no prompt')
    render(<SignInDialog prompt={prompt} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByRole('form', { name: 'Verify code' })).toBeTruthy()
    await enterCode()
    await expect(signedIn).resolves.toBe(true)
    expect(api.find('PATCH /user/verify-otp')[0]?.body).toEqual({
      email: 'new@example.com',
      otp: '11223',
    })
    expect(assign).not.toHaveBeenCalled()
  })

  it('continues on the marketplace for a profile still to complete', async () => {
    configure({ siteUrl: 'https://hire.test' })
    fakeApi({ 'PATCH /user/verify-otp': () => sessionAnswer(414, 'new@example.com') })
    void promptSignIn()
    const prompt = $authPrompt.get()
    if (!prompt) throw new Error('no prompt')
    render(<SignInDialog prompt={prompt} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    await enterCode()
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(String(assign.mock.calls[0]?.[0])).toContain(
      'https://hire.test/auth/CompleteProfileScreen',
    )
    act(() => $authPrompt.set(null))
  })

  it('on the marketplace itself, takes the visitor to the code page as before', async () => {
    configure({ siteUrl: location.origin })
    void promptSignIn()
    const prompt = $authPrompt.get()
    if (!prompt) throw new Error('no prompt')
    render(<SignInDialog prompt={prompt} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(String(assign.mock.calls[0]?.[0])).toContain('/auth/VerfiyCodeScreen')
    expect(screen.queryByRole('form', { name: 'Verify code' })).toBeNull()
    act(() => $authPrompt.set(null))
  })
})
