import { describe, expect, it } from 'vitest'
import { midnight } from '../../../tests/fixtures/booking-record.ts'
import { formatCents, formatDay, formatDuration, formatPeriod, formatTime } from './format.ts'

describe('booking flow formats', () => {
  it('durations in the unit priced', () => {
    expect(formatDuration(1, 1)).toBe('1 day')
    expect(formatDuration(3, 1)).toBe('3 days')
    expect(formatDuration(1.43, 2)).toBe('1.43 weeks')
    expect(formatDuration(2.5, 4)).toBe('2.5 hours')
    expect(formatDuration(2, 5)).toBe('2 half days')
  })

  it('a period: one day with its times, or first to last', () => {
    const day = midnight(3)
    expect(formatPeriod({ startDate: day, endDate: day })).toBe(formatDay(day))
    expect(formatPeriod({ startDate: day, endDate: day, startTime: 540, endTime: 750 })).toBe(
      `${formatDay(day)}, 9:00 am to 12:30 pm`,
    )
    expect(formatPeriod({ startDate: day, endDate: midnight(5) })).toBe(
      `${formatDay(day)} – ${formatDay(midnight(5))}`,
    )
  })

  it('times and money', () => {
    expect(formatTime(0)).toBe('12:00 am')
    expect(formatTime(1425)).toBe('11:45 pm')
    expect(formatCents(123_456)).toBe('$1,234.56')
  })
})
