/**
 * The onboarding session (spec part 1 section 4), kept in sessionStorage under our
 * namespace so it lasts for the tab and never leaks to another: the pending step
 * (`<namespace>:PENDING_AUTH_TYPE`: Verify, CompleteProfile or FavCate), the code
 * countdown's end (`:OTPStart`, epoch ms), the single-use password reset token, the
 * complete-profile draft kept while the user adds ID photos, and a one-shot message
 * shown on the next page (e.g. after a password reset).
 */
import { atom } from 'nanostores'
import { accountLimits } from '../../contract/account/rules.ts'
import {
  countdownSeconds,
  type NextStep,
  otpWindowMs,
  type PendingAuthType,
} from '../../domain/account/onboarding.ts'
import { readSessionValue, writeSessionValue } from '../lib/session-value.ts'

const keys = {
  pending: 'PENDING_AUTH_TYPE',
  otpStart: 'OTPStart',
  resetToken: 'resetToken',
  profileDraft: 'profileDraft',
  flash: 'flash',
} as const

const pendingTypes: readonly string[] = ['Verify', 'CompleteProfile', 'FavCate']
function readPending(): PendingAuthType | null {
  const value = readSessionValue(keys.pending)
  return value && pendingTypes.includes(value) ? (value as PendingAuthType) : null
}

/** The pending onboarding step of this tab, or null. */
export const $pendingAuth = atom<PendingAuthType | null>(readPending())

/** Records where onboarding stands after a sign-in or a step; 413 also starts the code window. */
export function beginStep(next: NextStep, now = Date.now()): void {
  writeSessionValue(keys.pending, next.pending)
  $pendingAuth.set(next.pending)
  if (next.pending === 'Verify') startOtpWindow(now)
}

/** The code countdown runs until now plus two minutes (also on Resend). */
export function startOtpWindow(now = Date.now()): number {
  const until = now + otpWindowMs
  writeSessionValue(keys.otpStart, String(until))
  return until
}

/** Seconds left before Resend appears: until the stored end, or the configured 120 s. */
export function otpSecondsLeft(now = Date.now()): number {
  const stored = readSessionValue(keys.otpStart)
  const until = stored === null ? null : Number(stored)
  return countdownSeconds(now, until, accountLimits.otpCountdownSeconds)
}

export function saveResetToken(token: string | null): void {
  writeSessionValue(keys.resetToken, token)
}
export const readResetToken = (): string | null => readSessionValue(keys.resetToken)

export function saveProfileDraft(draft: object | null): void {
  writeSessionValue(keys.profileDraft, draft === null ? null : JSON.stringify(draft))
}
export function readProfileDraft<T extends object>(): Partial<T> | null {
  const text = readSessionValue(keys.profileDraft)
  if (!text) return null
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as Partial<T>) : null
  } catch {
    return null
  }
}

/** A message for the next page of this tab (one read only). */
export function setFlash(message: string): void {
  writeSessionValue(keys.flash, message)
}
export function takeFlash(): string | null {
  const message = readSessionValue(keys.flash)
  if (message !== null) writeSessionValue(keys.flash, null)
  return message
}

/** Ends the onboarding session: categories saved, or the user left the flow. */
export function clearOnboarding(): void {
  for (const name of [keys.pending, keys.otpStart, keys.resetToken, keys.profileDraft]) {
    writeSessionValue(name, null)
  }
  $pendingAuth.set(null)
}
