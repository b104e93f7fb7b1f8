import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { $pendingAuth, clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import {
  $session,
  $signedIn,
  clearSession,
  startSession,
} from '../../../../shared/stores/core/session.ts'
import {
  failure,
  fakeApi,
  mountSession,
  sessionAnswer,
} from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
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

async function renderLogin() {
  render(<AccountWidget view="login" />)
  expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy()
  return screen.findByRole('button', { name: 'Log In' })
}

function fillIn(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } })
}

describe('the login page', () => {
  it('checks the form with the account rules before sending anything', async () => {
    const api = fakeApi({})
    fireEvent.click(await renderLogin())
    expect(screen.getByText(accountMessages.emailRequired)).toBeTruthy()
    expect(screen.getByText(accountMessages.passwordRequired)).toBeTruthy()
    fillIn('not-an-email', 'short')
    expect(screen.getByText(accountMessages.emailInvalid)).toBeTruthy()
    expect(screen.getByText(accountMessages.passwordRule)).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(api.find('POST /user/login')).toHaveLength(0)
  })

  it('a refused Log In puts focus on the first field to fix, each time', async () => {
    fakeApi({})
    const button = await renderLogin()
    fireEvent.click(button)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
    fillIn('hirer@example.com', '')
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')))
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')))
  })

  it('signs in, stores the session and goes home', async () => {
    const api = fakeApi({ 'POST /user/login': () => sessionAnswer(416) })
    const button = await renderLogin()
    fillIn('Hirer@Example.com ', 'Password1')
    fireEvent.click(button)
    expect(button.textContent).toBe('Please Wait')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hire.test/'))
    const [login] = api.find('POST /user/login')
    expect(login?.body).toEqual({
      email: 'Hirer@Example.com',
      password: 'Password1',
      userType: 'INDIVIDUAL',
    })
    expect(login?.authorization).toMatch(/^Basic /)
    expect($session.get()).toMatchObject({
      accessToken: 'token-416',
      isGuestUser: '0',
      useremail: 'hirer@example.com',
    })
    expect($signedIn.get()).toBe(true)
    expect($pendingAuth.get()).toBeNull()
  })

  it('continues onboarding where profileStep says, keeping the pending step', async () => {
    fakeApi({ 'POST /user/login': () => sessionAnswer(414), 'POST /user/send-otp': () => ({}) })
    const button = await renderLogin()
    fillIn('hirer@example.com', 'Password1')
    fireEvent.click(button)
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/CompleteProfileScreen'),
    )
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('CompleteProfile')
    expect($session.get().isGuestUser).toBe('1')
  })

  it('starts the code window on a 413 and sends a fresh code', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] })
    const api = fakeApi({
      'POST /user/login': () => sessionAnswer(413),
      'POST /user/send-otp': () => ({}),
    })
    const button = await renderLogin()
    fillIn('hirer@example.com', 'Password1')
    fireEvent.click(button)
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/VerfiyCodeScreen'),
    )
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('Verify')
    expect(sessionStorage.getItem('hire:OTPStart')).toBe(String(Date.now() + 120_000))
    await waitFor(() => expect(api.find('POST /user/send-otp')).toHaveLength(1))
  })

  it('shows a failed login and clears Please Wait after one second', async () => {
    fakeApi({ 'POST /user/login': () => failure(400, 'Invalid Credential') })
    const button = await renderLogin()
    fillIn('hirer@example.com', 'Wrongpass1')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(button)
    expect(button.textContent).toBe('Please Wait')
    expect(await screen.findByText('Invalid Credential')).toBeTruthy()
    expect(button.textContent).toBe('Please Wait')
    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(button.textContent).toBe('Please Wait')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(button.textContent).toBe('Log In')
    expect(assign).not.toHaveBeenCalled()
  })

  it("says 'Uh-oh, something went wrong' when the answer carries no session", async () => {
    fakeApi({ 'POST /user/login': () => ({}) })
    const button = await renderLogin()
    fillIn('hirer@example.com', 'Password1')
    fireEvent.click(button)
    expect(await screen.findByText('Uh-oh, something went wrong')).toBeTruthy()
    expect($session.get().accessToken).not.toBe('token-416')
  })

  it('links to the forgotten-password and sign-up pages', async () => {
    fakeApi({})
    await renderLogin()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      'https://hire.test/auth/ForgetPassword',
    )
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      'https://hire.test/auth/Signup',
    )
  })

  it('stores INDIVIDUAL when no user type is stored', async () => {
    fakeApi({})
    await renderLogin()
    expect($session.get().userType).toBe('INDIVIDUAL')
  })

  it('follows a sign-in made in another widget on the same page', async () => {
    fakeApi({})
    render(<AccountWidget view="login" next="/saved-item" />)
    await screen.findByRole('button', { name: 'Log In' })
    act(() =>
      startSession('tok-elsewhere', 'INDIVIDUAL', {
        _id: '5f0c2c1e-0000-4000-8000-000000000001',
        firstName: 'Harriet',
        lastName: 'Hirer',
        email: 'hirer@example.com',
        profilePicture: '',
        verifyStatus: 'VERIFIED',
        referralCode: 'ABCDEFGHIJ',
        profileStep: 416,
      }),
    )
    expect(await screen.findByText('You are signed in as Harriet Hirer.')).toBeTruthy()
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://hire.test/saved-item',
    )
  })
})
