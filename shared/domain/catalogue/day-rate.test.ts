import { describe, expect, it } from 'vitest'
import { dayRateCents } from './day-rate.ts'

describe('dayRateCents', () => {
  it('prefers the day price', () => {
    expect(
      dayRateCents([
        { type: 4, amountCents: 1500 },
        { type: 1, amountCents: 6500 },
      ]),
    ).toBe(6500)
  })
  it('falls back to half day, hour, week then month', () => {
    expect(
      dayRateCents([
        { type: 5, amountCents: 4000 },
        { type: 4, amountCents: 1000 },
      ]),
    ).toBe(8000)
    expect(dayRateCents([{ type: 4, amountCents: 1250 }])).toBe(10000)
    expect(dayRateCents([{ type: 2, amountCents: 35000 }])).toBe(5000)
    expect(dayRateCents([{ type: 3, amountCents: 90000 }])).toBe(3000)
  })
  it('is null without prices', () => {
    expect(dayRateCents([])).toBeNull()
  })
})
