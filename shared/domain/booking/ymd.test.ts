import { describe, expect, it } from 'vitest'
import { DAY, HOUR } from './period.ts'
import { dayOf, isYmd, toYmd, utcMidnight, ymdDays, ymdIsDay } from './ymd.ts'

describe('YYYYMMDD dates', () => {
  it.each([
    ['20261121', true],
    ['20240229', true],
    ['20250229', false],
    ['20261131', false],
    ['20261301', false],
    ['2026-11-21', false],
    ['2026112', false],
    ['', false],
  ])('%s is a date: %s', (text, valid) => {
    expect(isYmd(text)).toBe(valid)
  })

  it('writes the local date', () => {
    expect(toYmd(new Date(2026, 10, 21, 0, 0).getTime())).toBe('20261121')
    expect(toYmd(new Date(2026, 0, 5, 23, 59).getTime())).toBe('20260105')
  })

  it('counts days between dates, across months and leap days', () => {
    expect(ymdDays('20261121', '20261121')).toBe(0)
    expect(ymdDays('20261121', '20261201')).toBe(10)
    expect(ymdDays('20240228', '20240301')).toBe(2)
    expect(ymdDays('20261121', '20261120')).toBe(-1)
    expect(utcMidnight('nope')).toBeNaN()
  })

  it('recognises the local midnight of a date in any time zone', () => {
    const utc = utcMidnight('20261121')
    // Sydney (+11 in summer), Perth (+8), UTC, Honolulu (-10), Kiribati (+14), Baker Island (-12)
    for (const offset of [11, 8, 0, -10, 14, -12]) {
      expect(ymdIsDay('20261121', utc - offset * HOUR)).toBe(true)
    }
    expect(ymdIsDay('20261121', utc + DAY - 11 * HOUR)).toBe(false)
    expect(ymdIsDay('20261121', utc - DAY - 10 * HOUR)).toBe(false)
  })

  it('finds a date from another day of the same hirer', () => {
    const start = utcMidnight('20261121') - 11 * HOUR
    expect(dayOf('20261124', '20261121', start)).toBe(start + 3 * DAY)
    expect(dayOf('20261121', '20261121', start)).toBe(start)
  })
})
