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

describe('pickRangeDay with unavailable days', () => {
  // Local midnights, as the calendar gives them.
  const local = (date: number) => new Date(2027, 0, date).valueOf()
  const unavailable = new Set([local(12)])
  const blocked = (value: number) => unavailable.has(value)

  it('cannot start or end on an unavailable day', () => {
    expect(pickRangeDay(null, local(12), local(1), blocked)).toBeNull()
    const started = { start: local(10), end: null }
    expect(pickRangeDay(started, local(12), local(1), blocked)).toBe(started)
  })

  it('closes a range up to the day before an unavailable day', () => {
    const started = pickRangeDay(null, local(9), local(1), blocked)
    expect(pickRangeDay(started, local(11), local(1), blocked)).toEqual({
      start: local(9),
      end: local(11),
    })
  })

  it('starts again at an end beyond an unavailable day, never spanning it', () => {
    const started = { start: local(10), end: null }
    expect(pickRangeDay(started, local(14), local(1), blocked)).toEqual({
      start: local(14),
      end: null,
    })
    // the same days with nothing blocked close the range
    expect(pickRangeDay(started, local(14), local(1))).toEqual({ start: local(10), end: local(14) })
  })
})
