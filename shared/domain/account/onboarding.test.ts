import { describe, expect, it } from 'vitest'
import { countdownSeconds, nextStepFor } from './onboarding.ts'

describe('profileStep routing', () => {
  it.each([
    [413, '/auth/VerfiyCodeScreen', 'Verify', '1'],
    [414, '/auth/CompleteProfileScreen', 'CompleteProfile', '1'],
    [415, '/auth/FavCategoryScreen', 'FavCate', '0'],
    [416, '/', null, '0'],
    [0, '/', null, '0'],
    [999, '/', null, '0'],
  ])('%i -> %s', (step, path, pending, guest) => {
    expect(nextStepFor(step)).toEqual({ path, pending, isGuestUser: guest })
  })
})

describe('code countdown', () => {
  const now = 1_700_000_000_000
  it('starts at the configured seconds when nothing is stored', () => {
    expect(countdownSeconds(now, null, 120)).toBe(120)
    expect(countdownSeconds(now, Number.NaN, 120)).toBe(120)
  })
  it('counts the time remaining until the stored start', () => {
    expect(countdownSeconds(now, now + 90_000, 120)).toBe(90)
    expect(countdownSeconds(now, now + 89_001, 120)).toBe(90)
  })
  it('stops at zero', () => {
    expect(countdownSeconds(now, now - 5_000, 120)).toBe(0)
    expect(countdownSeconds(now, now, 120)).toBe(0)
  })
})
