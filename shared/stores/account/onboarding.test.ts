import { beforeEach, describe, expect, it } from 'vitest'
import { nextStepFor } from '../../domain/account/onboarding.ts'
import {
  $pendingAuth,
  beginStep,
  clearOnboarding,
  otpSecondsLeft,
  readProfileDraft,
  readResetToken,
  saveProfileDraft,
  saveResetToken,
  setFlash,
  startOtpWindow,
  takeFlash,
} from './onboarding.ts'

beforeEach(() => {
  sessionStorage.clear()
  clearOnboarding()
})

const now = Date.UTC(2025, 2, 1, 10)

describe('the onboarding session', () => {
  it('keeps the pending step under our namespace in sessionStorage', () => {
    beginStep(nextStepFor(414), now)
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('CompleteProfile')
    expect($pendingAuth.get()).toBe('CompleteProfile')
    beginStep(nextStepFor(416), now)
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBeNull()
    expect($pendingAuth.get()).toBeNull()
  })

  it('starts the code window at now plus two minutes on a 413', () => {
    beginStep(nextStepFor(413), now)
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('Verify')
    expect(sessionStorage.getItem('hire:OTPStart')).toBe(String(now + 120_000))
    expect(otpSecondsLeft(now + 30_500)).toBe(90)
    expect(otpSecondsLeft(now + 200_000)).toBe(0)
  })

  it('counts 120 s when nothing, or nonsense, is stored', () => {
    expect(otpSecondsLeft(now)).toBe(120)
    sessionStorage.setItem('hire:OTPStart', 'soon')
    expect(otpSecondsLeft(now)).toBe(120)
    startOtpWindow(now)
    expect(otpSecondsLeft(now)).toBe(120)
  })

  it('keeps the reset token, the draft and a one-shot message, and clears them all', () => {
    saveResetToken('token-1')
    saveProfileDraft({ firstName: 'Kylie' })
    setFlash('Saved.')
    expect(readResetToken()).toBe('token-1')
    expect(readProfileDraft()).toEqual({ firstName: 'Kylie' })
    expect(takeFlash()).toBe('Saved.')
    expect(takeFlash()).toBeNull()
    beginStep(nextStepFor(413), now)
    clearOnboarding()
    for (const key of ['PENDING_AUTH_TYPE', 'OTPStart', 'resetToken', 'profileDraft']) {
      expect(sessionStorage.getItem(`hire:${key}`)).toBeNull()
    }
  })

  it('reads an unreadable draft as none', () => {
    sessionStorage.setItem('hire:profileDraft', '{oops')
    expect(readProfileDraft()).toBeNull()
  })
})
