/**
 * Email codes and password reset (spec part 1 sections 2 and 4): the sign-up code
 * (PATCH /user/verify-otp, POST /user/send-otp) and the forgot-password chain (POST
 * /user/forgot-password, PATCH /user/verify-forgot-password-otp, POST /user/reset-password).
 * The address comes from the stored `useremail`; sending a code restarts the countdown.
 * All are public calls made with the client credentials.
 */
import { api } from '../../api/client.ts'
import {
  type AccountSessionData,
  accountApiMessages,
  accountCalls,
  type ResetTokenData,
} from '../../contract/account/account.ts'
import { accountMessages } from '../../contract/account/rules.ts'
import type { NextStep } from '../../domain/account/onboarding.ts'
import { $session } from '../core/session.ts'
import { currentUserType, enterSession } from './auth-flow.ts'
import { readResetToken, saveResetToken, setFlash, startOtpWindow } from './onboarding.ts'

/** The address codes go to, or null (then every code is 'Please enter valid OTP.'). */
export function storedEmail(): string | null {
  return $session.get().useremail || null
}

function requireEmail(): string {
  const email = storedEmail()
  if (!email) throw new Error(accountMessages.otp)
  return email
}

export async function verifyEmailCode(otp: string): Promise<NextStep> {
  const email = requireEmail()
  const data = await api.patch<AccountSessionData>(accountCalls.verifyOtp.path, {
    auth: 'basic',
    body: { email, otp },
  })
  return enterSession(data, email)
}

export async function resendEmailCode(): Promise<void> {
  await api.post(accountCalls.sendOtp.path, { auth: 'basic', body: { email: requireEmail() } })
  startOtpWindow()
}

/** Sends a reset code; the code screen reads the address back from `useremail`. */
export async function requestPasswordReset(email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  await api.post(accountCalls.forgotPassword.path, {
    auth: 'basic',
    body: { email: address, userType: currentUserType() },
  })
  $session.setKey('useremail', address)
  saveResetToken(null)
  startOtpWindow()
}

export async function resendResetCode(): Promise<void> {
  await requestPasswordReset(requireEmail())
}

export async function verifyResetCode(otp: string): Promise<void> {
  const data = await api.patch<ResetTokenData>(accountCalls.verifyForgotPasswordOtp.path, {
    auth: 'basic',
    body: { email: requireEmail(), otp },
  })
  saveResetToken(data.token)
}

/** Whether the reset screen has a verified code to work with. */
export const canResetPassword = () => readResetToken() !== null

export async function resetPassword(password: string): Promise<void> {
  const token = readResetToken()
  if (!token) throw new Error(accountApiMessages.resetTokenInvalid)
  await api.post(accountCalls.resetPassword.path, { auth: 'basic', body: { password, token } })
  saveResetToken(null)
  // Shown by the login page this flow ends on.
  setFlash(accountApiMessages.passwordReset)
}
