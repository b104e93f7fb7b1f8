import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import {
  clearOnboarding,
  saveResetToken,
  takeFlash,
} from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import { $session, clearSession } from '../../../../shared/stores/core/session.ts'
import { failure, fakeApi, mountSession } from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'
import { pasteBlocked } from '../PasswordField.tsx'
import { passwordsDiffer } from './ResetPasswordView.tsx'

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
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const pasteCode = (code: string) =>
  fireEvent.paste(screen.getByLabelText('Digit 1 of 5'), { clipboardData: { getData: () => code } })

describe('forgotten password', () => {
  it('sends a code to the address and moves to the code screen', async () => {
    const api = fakeApi({ 'POST /user/forgot-password': () => ({}) })
    render(<AccountWidget view="forgot-password" />)
    const send = await screen.findByRole('button', { name: 'Send Code' })
    fireEvent.click(send)
    expect(screen.getByText(accountMessages.emailRequired)).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'Hirer@example.com' } })
    fireEvent.click(send)
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/ForgetOtpCodeScreen'),
    )
    expect(api.find('POST /user/forgot-password')[0]?.body).toEqual({
      email: 'hirer@example.com',
      userType: 'INDIVIDUAL',
    })
    expect($session.get().useremail).toBe('hirer@example.com')
    expect(sessionStorage.getItem('hire:OTPStart')).not.toBeNull()
  })

  it('verifies the reset code, with a running countdown, and keeps the token', async () => {
    $session.setKey('useremail', 'hirer@example.com')
    const api = fakeApi({
      'PATCH /user/verify-forgot-password-otp': () => ({ token: 'reset-token' }),
    })
    render(<AccountWidget view="forgot-code" />)
    expect(await screen.findByText('hirer@example.com')).toBeTruthy()
    expect(screen.getByText(/Resend code in/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByText(accountMessages.otp)).toBeTruthy()
    pasteCode('13579')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hire.test/auth/ResetPassword'))
    expect(api.find('PATCH /user/verify-forgot-password-otp')[0]?.body).toEqual({
      email: 'hirer@example.com',
      otp: '13579',
    })
    expect(sessionStorage.getItem('hire:resetToken')).toBe('reset-token')
  })

  it("refuses any code when no address is stored: 'Please enter valid OTP.'", async () => {
    const api = fakeApi({})
    render(<AccountWidget view="forgot-code" />)
    await screen.findByRole('button', { name: 'Verify' })
    pasteCode('13579')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByText(accountMessages.otp)).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  it('shows a wrong code from the server', async () => {
    $session.setKey('useremail', 'hirer@example.com')
    fakeApi({
      'PATCH /user/verify-forgot-password-otp': () => failure(400, 'Please enter valid OTP.'),
    })
    render(<AccountWidget view="forgot-code" />)
    await screen.findByRole('button', { name: 'Verify' })
    pasteCode('00000')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Please enter valid OTP.')).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('Create New Password', () => {
  it('says the reset has expired without a verified code', async () => {
    fakeApi({})
    render(<AccountWidget view="reset-password" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Request a new code' })).toBeTruthy()
  })

  it('blocks pasting with a short explanation, limits to 20 and checks both fields', async () => {
    saveResetToken('reset-token')
    const api = fakeApi({ 'POST /user/reset-password': () => ({}) })
    render(<AccountWidget view="reset-password" />)
    const password = await screen.findByLabelText('New password')
    expect(password.getAttribute('maxlength')).toBe('20')
    const pasted = fireEvent.paste(password, { clipboardData: { getData: () => 'Password1' } })
    expect(pasted).toBe(false)
    expect(screen.getByText(pasteBlocked)).toBeTruthy()
    fireEvent.input(password, { target: { value: 'Newpass12' } })
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'Newpass13' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(screen.getByText(passwordsDiffer)).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'Newpass12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hire.test/auth/Login'))
    expect(api.find('POST /user/reset-password')[0]?.body).toEqual({
      password: 'Newpass12',
      token: 'reset-token',
    })
    expect(sessionStorage.getItem('hire:resetToken')).toBeNull()
    expect(takeFlash()).toBe('Your password has been reset. Please log in.')
  })
})
