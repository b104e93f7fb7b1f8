import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import { $session, clearSession } from '../../../../shared/stores/core/session.ts'
import {
  failure,
  fakeApi,
  mountSession,
  sessionAnswer,
} from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'
import type * as policy from './sanitize-policy.ts'

// happy-dom is not a DOM DOMPurify can be trusted on: the sanitiser is tested under jsdom
// (sanitize-policy.test.ts); here it is only observed.
const sanitize = vi.fn((_purify: unknown, html: string) => html.replace(/<script.*<\/script>/, ''))
vi.mock('./sanitize-policy.ts', async (original) => ({
  ...(await original<typeof policy>()),
  sanitizePolicy: (purify: unknown, html: string) => sanitize(purify, html),
}))

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

async function renderSignup() {
  render(<AccountWidget view="signup" />)
  return screen.findByRole('button', { name: 'Sign Up' })
}

function fillIn(fields: { email?: string; password?: string; referral?: string; terms?: boolean }) {
  if (fields.email !== undefined)
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: fields.email } })
  if (fields.password !== undefined) {
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: fields.password } })
  }
  if (fields.referral !== undefined) {
    fireEvent.input(screen.getByLabelText('Referral code (optional)'), {
      target: { value: fields.referral },
    })
  }
  if (fields.terms) fireEvent.click(screen.getByRole('checkbox'))
}

describe('the sign-up page', () => {
  it('looks disabled until the terms are ticked, yet says why when pressed', async () => {
    const api = fakeApi({})
    const button = await renderSignup()
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fillIn({ email: 'new@example.com', password: 'Password1' })
    fireEvent.click(button)
    expect(screen.getByText(accountMessages.terms).getAttribute('role')).toBe('alert')
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('checkbox'))
    expect(button.getAttribute('aria-disabled')).toBeNull()
    expect(screen.queryByText(accountMessages.terms)).toBeNull()
    expect(api.calls.filter((call) => call.path === '/user/register')).toHaveLength(0)
  })

  it('limits the password to 20 characters and checks the referral code', async () => {
    fakeApi({})
    const button = await renderSignup()
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('20')
    fillIn({ email: 'new@example.com', password: 'Password1', referral: 'ABC', terms: true })
    fireEvent.click(button)
    expect(screen.getByText(accountMessages.referralCode)).toBeTruthy()
  })

  it('registers and continues to the email code', async () => {
    const api = fakeApi({ 'POST /user/register': () => sessionAnswer(413, 'new@example.com') })
    const button = await renderSignup()
    fillIn({ email: 'new@example.com', password: 'Password1', referral: 'ABCDEFGHIJ', terms: true })
    fireEvent.click(button)
    expect(button.textContent).toBe('Please Wait')
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/VerfiyCodeScreen'),
    )
    expect(api.find('POST /user/register')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'Password1',
      userType: 'INDIVIDUAL',
      otherUserReferralCode: 'ABCDEFGHIJ',
    })
    expect($session.get()).toMatchObject({ useremail: 'new@example.com', isGuestUser: '1' })
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('Verify')
  })

  it("shows 'Email id already exists' and gives the button back after one second", async () => {
    fakeApi({ 'POST /user/register': () => failure(409) })
    const button = await renderSignup()
    fillIn({ email: 'hirer@example.com', password: 'Password1', terms: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(button)
    expect(await screen.findByText('Email id already exists')).toBeTruthy()
    expect(button.textContent).toBe('Please Wait')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(button.textContent).toBe('Sign Up')
  })

  it('opens the terms in a modal, through the sanitiser', async () => {
    fakeApi({
      'GET /content': (call) => ({
        type: Number(call.query.type),
        title: 'Terms',
        description: '<h2>Hiring</h2><p onclick="steal()">Be kind.</p><script>steal()</script>',
      }),
    })
    await renderSignup()
    fireEvent.click(screen.getByRole('button', { name: 'Terms & Conditions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' })
    await waitFor(() => expect(within(dialog).getByText('Be kind.')).toBeTruthy())
    expect(sanitize).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('<h2>Hiring</h2>'),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('links to the policy pages in a new tab', async () => {
    fakeApi({})
    await renderSignup()
    const terms = screen.getByRole('link', { name: /terms \(opens in a new tab\)/ })
    expect(terms.getAttribute('href')).toBe('https://hire.test/auth/accept-tnc')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: /privacy/ }).getAttribute('href')).toBe(
      'https://hire.test/auth/accept-policy',
    )
  })

  it('signs up with a sandbox Google account', async () => {
    const api = fakeApi({
      'POST /user/social-signup': () => sessionAnswer(414, 'sam.taylor.google@example.com'),
    })
    await renderSignup()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Google account' })
    fireEvent.click(within(chooser).getByRole('button', { name: /Sam Taylor/ }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/CompleteProfileScreen'),
    )
    expect(api.find('POST /user/social-signup')[0]?.body).toMatchObject({
      socialLoginType: 'google',
      socialId: 'google-sandbox-sam',
      email: 'sam.taylor.google@example.com',
      userType: 'INDIVIDUAL',
    })
  })

  it('removes the busy state at once when the social sign-up fails', async () => {
    fakeApi({
      'POST /user/social-signup': () =>
        failure(409, 'This social account is already registered. Please log in.'),
    })
    await renderSignup()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Facebook' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Facebook account' })
    fireEvent.click(within(chooser).getByRole('button', { name: /Alex Nguyen/ }))
    expect(
      await screen.findByText('This social account is already registered. Please log in.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign up with Facebook' })).toBeTruthy()
  })
})
