/**
 * Where a user goes after signing in, and the onboarding session the spec keeps
 * (part 1 section 4): profileStep decides the screen; the pending step and the guest
 * flag follow it.
 */
import { profileStep } from '../../contract/account/auth.ts'

export type PendingAuthType = 'Verify' | 'CompleteProfile' | 'FavCate'

export interface NextStep {
  path: string
  pending: PendingAuthType | null
  /** '1' keeps the guest flag until onboarding completes */
  isGuestUser: '0' | '1'
}

export const onboardingPaths = {
  verify: '/auth/VerfiyCodeScreen',
  completeProfile: '/auth/CompleteProfileScreen',
  favouriteCategories: '/auth/FavCategoryScreen',
  home: '/',
} as const

/** 413 verify email, 414 complete profile, 415 favourite categories, anything else home. */
export function nextStepFor(step: number): NextStep {
  switch (step) {
    case profileStep.verifyEmail:
      return { path: onboardingPaths.verify, pending: 'Verify', isGuestUser: '1' }
    case profileStep.completeProfile:
      return { path: onboardingPaths.completeProfile, pending: 'CompleteProfile', isGuestUser: '1' }
    case profileStep.favouriteCategories:
      return { path: onboardingPaths.favouriteCategories, pending: 'FavCate', isGuestUser: '0' }
    default:
      return { path: onboardingPaths.home, pending: null, isGuestUser: '0' }
  }
}

/** After a 413 the code screen counts down to "now plus 2 minutes". */
export const otpWindowMs = 2 * 60 * 1000

/**
 * Seconds left on the code countdown: the time remaining until the stored start, or the
 * configured number of seconds when nothing is stored (or the stored time is unreadable).
 */
export function countdownSeconds(
  now: number,
  storedUntil: number | null,
  configured: number,
): number {
  if (storedUntil === null || !Number.isFinite(storedUntil)) return configured
  return Math.max(0, Math.ceil((storedUntil - now) / 1000))
}
