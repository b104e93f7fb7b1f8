import { describe, expect, it } from 'vitest'
import { inRange, pickRangeDay } from './date-range.ts'

const day = (n: number) => n * 86_400_000

describe('pickRangeDay', () => {
  it('starts a range, then closes it', () => {
    const started = pickRangeDay(null, day(10), day(5))
    expect(started).toEqual({ start: day(10), end: null })
    expect(pickRangeDay(started, day(12), day(5))).toEqual({ start: day(10), end: day(12) })
  })

  it('restarts when the second pick is before the start', () => {
    expect(pickRangeDay({ start: day(10), end: null }, day(8), day(5))).toEqual({
      start: day(8),
      end: null,
    })
  })

  it('starts over after a complete range', () => {
    expect(pickRangeDay({ start: day(10), end: day(12) }, day(20), day(5))).toEqual({
      start: day(20),
      end: null,
    })
  })

  it('ignores days before the earliest day', () => {
    const range = { start: day(10), end: null }
    expect(pickRangeDay(range, day(4), day(5))).toBe(range)
  })

  it('allows a one-day range', () => {
    expect(pickRangeDay({ start: day(10), end: null }, day(10), day(5))).toEqual({
      start: day(10),
      end: day(10),
    })
  })
})

describe('inRange', () => {
  it('includes both ends', () => {
    const range = { start: day(10), end: day(12) }
    expect([9, 10, 11, 12, 13].map((n) => inRange(range, day(n)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
    expect(inRange({ start: day(10), end: null }, day(10))).toBe(true)
    expect(inRange(null, day(10))).toBe(false)
  })
})
