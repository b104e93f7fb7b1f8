/**
 * Signing in and up (spec part 1 sections 2 and 4): password sign-in, registration, social
 * sign-in and sign-up, guest login and the role choice. Every way in ends in
 * `enterSession()`: the session is stored, `useremail` remembered, and the onboarding step
 * that profileStep names is recorded; callers go to `next.path`. Failures reject with the
 * user-facing message (an ApiError, or an AbortError when the visitor cancelled).
 */

import { socialPort } from '../../adapters/social/index.ts'
import { api } from '../../api/client.ts'
import {
  type AccountSessionData,
  accountCalls,
  type SocialLoginType,
} from '../../contract/account/account.ts'
import { authCalls, type LoginData, type UserType } from '../../contract/account/auth.ts'
import { messages } from '../../contract/core/messages.ts'
import { type NextStep, nextStepFor } from '../../domain/account/onboarding.ts'
import { $session, ensureGuestSession, logOut, startSession } from '../core/session.ts'
import { beginStep, clearOnboarding } from './onboarding.ts'

/** The user type sign-in calls send: the stored one, INDIVIDUAL when none is stored. */
export function currentUserType(): UserType {
  return $session.get().userType ?? 'INDIVIDUAL'
}

/** Auth pages assume INDIVIDUAL when no user type is stored (spec part 1 section 2). */
export function ensureUserType(): UserType {
  const stored = $session.get().userType
  if (stored) return stored
  $session.setKey('userType', 'INDIVIDUAL')
  return 'INDIVIDUAL'
}

export function chooseUserType(userType: UserType): void {
  $session.setKey('userType', userType)
}

/** Stores a session answered by a sign-in call and records the onboarding step. */
export function enterSession(data: AccountSessionData | LoginData, email: string): NextStep {
  if (!data?.accessToken || !data.user) throw new Error(messages.loginFailed)
  const next = nextStepFor(data.profileStep)
  startSession(data.accessToken, data.userType ?? currentUserType(), {
    ...data.user,
    profileStep: data.profileStep,
  })
  $session.setKey('isGuestUser', next.isGuestUser)
  $session.setKey('useremail', data.user.email || email.trim().toLowerCase())
  beginStep(next)
  return next
}

export async function signIn(email: string, password: string): Promise<NextStep> {
  const data = await api.post<LoginData>(authCalls.login.path, {
    auth: 'basic',
    body: { email: email.trim(), password, userType: currentUserType() },
  })
  // A response without a session is the spec's "login non-200".
  if (!data?.accessToken) throw new Error(messages.loginFailed)
  const next = enterSession(data, email)
  // Back at the code screen later: the code sent at sign-up may have expired.
  if (next.pending === 'Verify') void resendQuietly(email)
  return next
}

async function resendQuietly(email: string): Promise<void> {
  try {
    await api.post(accountCalls.sendOtp.path, { auth: 'basic', body: { email: email.trim() } })
  } catch {
    // Too soon after the last code: the countdown's Resend is still there.
  }
}

export interface Registration {
  email: string
  password: string
  referralCode?: string
}

export async function register(input: Registration): Promise<NextStep> {
  const referral = input.referralCode?.trim()
  const data = await api.post<AccountSessionData>(accountCalls.register.path, {
    auth: 'basic',
    body: {
      email: input.email.trim(),
      password: input.password,
      userType: currentUserType(),
      ...(referral ? { otherUserReferralCode: referral } : {}),
    },
  })
  return enterSession(data, input.email)
}

/** Google or Facebook through the social port, then POST /user/social-login or -signup. */
export async function signInSocial(
  provider: SocialLoginType,
  mode: 'login' | 'signup',
): Promise<NextStep> {
  const profile = await (await socialPort()).signIn(provider)
  const path = mode === 'login' ? accountCalls.socialLogin.path : accountCalls.socialSignup.path
  const data = await api.post<AccountSessionData>(path, {
    auth: 'basic',
    body: { ...profile, userType: currentUserType() },
  })
  return enterSession(data, profile.email)
}

/** 'Login as Guest': an account session (onboarding included) ends; the visitor is a guest. */
export async function continueAsGuest(): Promise<void> {
  clearOnboarding()
  const session = $session.get()
  if (session.accessToken && session.userInfo) await logOut().catch(() => {})
  else if (!session.accessToken) await ensureGuestSession()
  $session.setKey('userType', 'INDIVIDUAL')
}
