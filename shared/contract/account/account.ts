/**
 * Sign-up, email codes, passwords, social sign-in and email change (spec part 1 section 7,
 * "Authentication"). Sign-in, guest login and logout live in `auth.ts`.
 */
import { boolean, enums, object, optional, size, string } from 'superstruct'
import type { UserType } from './auth.ts'
import {
  accountEmail,
  countryCodeField,
  currentPassword,
  mobileNoField,
  newPassword,
  otpField,
  referralCodeField,
  userTypeField,
} from './fields.ts'
import type { AccountUser } from './profile.ts'

export const accountCalls = {
  register: { method: 'POST', path: '/user/register' },
  verifyOtp: { method: 'PATCH', path: '/user/verify-otp' },
  sendOtp: { method: 'POST', path: '/user/send-otp' },
  forgotPassword: { method: 'POST', path: '/user/forgot-password' },
  verifyForgotPasswordOtp: { method: 'PATCH', path: '/user/verify-forgot-password-otp' },
  resetPassword: { method: 'POST', path: '/user/reset-password' },
  socialLogin: { method: 'POST', path: '/user/social-login' },
  socialSignup: { method: 'POST', path: '/user/social-signup' },
  changeEmail: { method: 'POST', path: '/user/change-email' },
  /** Confirms the new address with the code sent to it. */
  verifyChangeEmail: { method: 'PATCH', path: '/user/verify-change-email' },
  changePassword: { method: 'PUT', path: '/user/change-password' },
} as const

/** Rules for one-time codes sent by email or SMS. */
export const codeRules = {
  length: 5,
  /** a code stops working 10 minutes after it was sent */
  ttlMs: 10 * 60 * 1000,
  /** after 5 wrong tries the code is dead and a new one must be requested */
  maxWrongTries: 5,
  /** one code per address every 30 seconds, ten per hour */
  resendGapMs: 30 * 1000,
  perHour: 10,
  /** a password reset token works once, within 15 minutes */
  resetTokenTtlMs: 15 * 60 * 1000,
} as const

/** The server's own messages for account calls (the spec's where it has one). */
export const accountApiMessages = {
  codeExpired: 'This code has expired. Please request a new code.',
  codeDead: 'Too many wrong codes. Please request a new code.',
  resendTooSoon: 'Please wait 30 seconds before requesting another code.',
  resendTooMany: 'Too many codes were requested for this address. Please try again in an hour.',
  referralUnknown: 'This referral code does not exist.',
  codeSent: 'A verification code has been sent.',
  codeSentIfKnown: 'If an account exists for this email, a code has been sent to it.',
  resetTokenInvalid: 'This password reset has expired. Please request a new code.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'The password is incorrect.',
  wrongOldPassword: 'Your old password is incorrect.',
  sameEmail: 'This is already your email address.',
  socialUnknown: 'No account is linked to this social login. Please sign up first.',
  socialTaken: 'This social account is already registered. Please log in.',
  socialUnverified: 'Social sign-in could not be verified. Please try again.',
  emailNotVerified: 'Please verify your email address first.',
} as const

const device = {
  deviceId: optional(size(string(), 0, 200)),
  deviceToken: optional(size(string(), 0, 500)),
}

export const registerBody = object({
  email: accountEmail(),
  password: newPassword(),
  userType: optional(userTypeField()),
  otherUserReferralCode: optional(referralCodeField()),
  ...device,
})

export const verifyOtpBody = object({ email: accountEmail(), otp: otpField(), ...device })
export const sendOtpBody = object({ email: accountEmail() })
export const forgotPasswordBody = object({
  email: accountEmail(),
  userType: optional(userTypeField()),
})
export const verifyForgotPasswordOtpBody = object({ email: accountEmail(), otp: otpField() })
export const resetPasswordBody = object({
  password: newPassword(),
  token: size(string(), 1, 200),
})

export const socialLoginTypes = ['google', 'facebook'] as const
export type SocialLoginType = (typeof socialLoginTypes)[number]

/**
 * The social payload of spec part 1 section 3. In sandbox mode the server trusts it (it
 * comes from the sandbox social provider); the real mode verifies `idToken` with the
 * provider before believing socialId, email or isEmailVerified.
 */
export const socialBody = object({
  socialLoginType: enums(socialLoginTypes),
  socialId: size(string(), 1, 200),
  email: accountEmail(),
  profilePicture: optional(size(string(), 0, 1000)),
  isEmailVerified: optional(boolean()),
  userType: optional(userTypeField()),
  /** the provider's ID token (required outside the sandbox) */
  idToken: optional(size(string(), 1, 5000)),
  ...device,
})

export const changeEmailBody = object({
  email: accountEmail(),
  password: currentPassword(),
  /** sent by the profile page alongside; the phone changes through its own code calls */
  countryCode: optional(countryCodeField()),
  mobileNo: optional(mobileNoField()),
})
export const verifyChangeEmailBody = object({ email: accountEmail(), otp: otpField() })
export const changePasswordBody = object({
  password: newPassword(),
  oldPassword: currentPassword(),
})

/** Register, verify-otp, social login and sign-up: a session and where onboarding stands. */
export interface AccountSessionData {
  accessToken: string
  profileStep: number
  userType: UserType
  user: AccountUser
}

export interface ResetTokenData {
  token: string
}

/** change-email answers the address the code went to. */
export interface ChangeEmailData {
  email: string
}
