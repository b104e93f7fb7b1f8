import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const requestEmailChange = vi.fn()
const verifyEmailChange = vi.fn()
const requestPhoneChange = vi.fn()
const verifyPhoneChange = vi.fn()
vi.mock('../../../shared/stores/account/changes.ts', () => ({
  requestEmailChange,
  verifyEmailChange,
  requestPhoneChange,
  verifyPhoneChange,
}))

const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { FeedbackLayer } = await import('../../ui/FeedbackLayer.tsx')
const { EmailModal } = await import('./EmailModal.tsx')
const { PhoneModal } = await import('./PhoneModal.tsx')

const onClose = vi.fn()

beforeEach(() => {
  for (const call of [requestEmailChange, verifyEmailChange, requestPhoneChange, verifyPhoneChange])
    call.mockReset()
  onClose.mockReset()
})
afterEach(() => {
  act(() => dismissToast())
  document.body.innerHTML = ''
})

/** The dialog with the feedback layer its toasts show in. */
const show = (dialog: ReactNode) =>
  render(
    <>
      {dialog}
      <FeedbackLayer owner="profile" />
    </>,
  )
const input = (name: string, value: string) =>
  fireEvent.input(screen.getByLabelText(name), { target: { value } })
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
function typeCode(code: string) {
  const group = screen.getByRole('group', { name: 'Verification code' })
  ;[...code].forEach((digit, index) => {
    fireEvent.input(within(group).getByRole('textbox', { name: `Digit ${index + 1} of 5` }), {
      target: { value: digit },
    })
  })
}

describe('EmailModal', () => {
  it('asks for the address and password, sends the code, then verifies it and closes', async () => {
    requestEmailChange.mockResolvedValue('new@example.com')
    verifyEmailChange.mockResolvedValue(undefined)
    show(<EmailModal owner="profile" current="old@example.com" onClose={onClose} />)
    press('Send code')
    expect(await screen.findByText('Please enter your email')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(requestEmailChange).not.toHaveBeenCalled()

    input('New email', 'New@Example.com')
    input('Password', 'Password1')
    press('Send code')
    expect(await screen.findByText('We sent a 5-digit code to new@example.com.')).toBeTruthy()
    expect(requestEmailChange).toHaveBeenCalledWith('New@Example.com', 'Password1')
    // The code step starts without errors: they show once Verify is pressed.
    expect(screen.queryByText('Please enter valid OTP.')).toBeNull()

    press('Resend code')
    await waitFor(() =>
      expect(requestEmailChange).toHaveBeenLastCalledWith('new@example.com', 'Password1'),
    )

    press('Verify')
    expect(await screen.findByText('Please enter valid OTP.')).toBeTruthy()
    expect(verifyEmailChange).not.toHaveBeenCalled()
    typeCode('12345')
    press('Verify')
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(verifyEmailChange).toHaveBeenCalledWith('new@example.com', '12345')
    expect(await screen.findByText('Successfully Updated')).toBeTruthy()
  })

  it('stays on the form and says why when the code cannot be sent', async () => {
    requestEmailChange.mockRejectedValue(new Error('The password is incorrect'))
    show(<EmailModal owner="profile" current="old@example.com" onClose={onClose} />)
    input('New email', 'new@example.com')
    input('Password', 'wrong')
    press('Send code')
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('PhoneModal', () => {
  it('sends the code to the number with its calling code, then verifies it and closes', async () => {
    requestPhoneChange.mockResolvedValue(undefined)
    verifyPhoneChange.mockResolvedValue(undefined)
    show(<PhoneModal owner="profile" countryCode="+61" onClose={onClose} />)
    press('Send code')
    expect(
      await screen.findByText('The phone number is required or verification is pending.'),
    ).toBeTruthy()
    expect(requestPhoneChange).not.toHaveBeenCalled()

    input('Phone number', '412345678')
    press('Send code')
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy()
    const phone = { countryCode: '+61', mobileNo: '412345678' }
    expect(requestPhoneChange).toHaveBeenCalledWith(phone)

    press('Resend code')
    await waitFor(() => expect(requestPhoneChange).toHaveBeenCalledTimes(2))
    expect(requestPhoneChange).toHaveBeenLastCalledWith(phone)

    typeCode('54321')
    press('Verify')
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(verifyPhoneChange).toHaveBeenCalledWith(phone, '54321')
    expect(await screen.findByText('Successfully Updated')).toBeTruthy()
  })
})
