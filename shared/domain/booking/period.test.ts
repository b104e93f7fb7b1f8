import { describe, expect, it } from 'vitest'
import { bookingMessages } from '../../contract/booking/messages.ts'
import {
  type BookingPeriod,
  bookingDates,
  calendarDays,
  checkPeriod,
  DAY,
  endAt,
  HOUR,
  hireDays,
  hireMinutes,
  MINUTE,
  startAt,
} from './period.ts'

const day = 1_795_000_000_000

describe('calendarDays', () => {
  it.each([
    [0, 0],
    [DAY, 1],
    [3 * DAY, 3],
    // daylight saving: a 23-hour and a 25-hour day still count as one
    [DAY - HOUR, 1],
    [DAY + HOUR, 1],
    [2 * DAY - HOUR, 2],
    [-DAY, -1],
  ])('%s ms apart -> %s days', (gap, days) => {
    expect(calendarDays(day, day + gap)).toBe(days)
  })
})

describe('checkPeriod', () => {
  const ok: BookingPeriod[] = [
    { startDate: day, endDate: day },
    { startDate: day, endDate: day + 2 * DAY },
    { startDate: day, endDate: day, startTime: 540, endTime: 600 },
    { startDate: day, endDate: day, startTime: 0, endTime: 1440 },
    // times on a multi-day booking are pick-up and return times; either may be missing
    { startDate: day, endDate: day + DAY, startTime: 600, endTime: 540 },
    { startDate: day, endDate: day + DAY, startTime: 600 },
    { startDate: day, endDate: day, startTime: null, endTime: null },
  ]
  it.each(ok)('accepts %o', (period) => {
    expect(checkPeriod(period)).toBeNull()
  })
  const bad: BookingPeriod[] = [
    { startDate: day, endDate: day - DAY },
    { startDate: Number.NaN, endDate: day },
    { startDate: day, endDate: day, startTime: 600, endTime: 600 },
    { startDate: day, endDate: day, startTime: 600, endTime: 540 },
    { startDate: day, endDate: day, startTime: 600 },
    { startDate: day, endDate: day, endTime: 600 },
    { startDate: day, endDate: day, startTime: -1, endTime: 600 },
    { startDate: day, endDate: day, startTime: 0, endTime: 1441 },
    { startDate: day, endDate: day, startTime: 1.5, endTime: 600 },
  ]
  it.each(bad)('refuses %o', (period) => {
    expect(checkPeriod(period)).toBe(bookingMessages.properDate)
  })
})

describe('hire length and instants', () => {
  it.each([
    [{ startDate: day, endDate: day }, 1440, 1],
    [{ startDate: day, endDate: day + DAY }, 2880, 2],
    [{ startDate: day, endDate: day + 6 * DAY }, 7 * 1440, 7],
    [{ startDate: day, endDate: day, startTime: 540, endTime: 690 }, 150, 1],
    [{ startDate: day, endDate: day + DAY, startTime: 540, endTime: 600 }, 2880, 2],
    [{ startDate: day, endDate: day + 2 * DAY - HOUR }, 3 * 1440, 3],
  ] as const)('%o lasts %s minutes over %s days', (period, minutes, days) => {
    expect(hireMinutes(period)).toBe(minutes)
    expect(hireDays(period)).toBe(days)
  })
  it('has no length when the period is invalid', () => {
    expect(hireMinutes({ startDate: day, endDate: day - DAY })).toBeNull()
  })
  it('starts at the pick-up time and ends at the return time or 23:45', () => {
    expect(startAt({ startDate: day, endDate: day })).toBe(day)
    expect(startAt({ startDate: day, endDate: day, startTime: 540, endTime: 600 })).toBe(
      day + 540 * MINUTE,
    )
    expect(endAt({ startDate: day, endDate: day + DAY })).toBe(day + DAY + 1425 * MINUTE)
    expect(endAt({ startDate: day, endDate: day, startTime: 540, endTime: 600 })).toBe(
      day + 600 * MINUTE,
    )
  })
  it('lists every day of the hire', () => {
    expect(bookingDates({ startDate: day, endDate: day + 2 * DAY })).toEqual([
      day,
      day + DAY,
      day + 2 * DAY,
    ])
    expect(bookingDates({ startDate: day, endDate: day })).toEqual([day])
  })
})
