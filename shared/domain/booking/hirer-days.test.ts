import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  addDateDays,
  dateIn,
  dayKey,
  type HirerZone,
  isTimeZone,
  midnightIn,
} from './hirer-days.ts'
import { HOUR } from './period.ts'

const iso = (at: number) => new Date(at).toISOString()
const sydney: HirerZone = { timeZone: 'Australia/Sydney' }

/** Every date from `from` for `count` days. */
const dates = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDateDays(from, index))

/**
 * What a browser in `timeZone` answers for each date's local midnight (`new Date(y, m, d)`,
 * as the booking panel and the calendar compute days): a Node process with that TZ.
 */
function browserMidnights(timeZone: string, list: string[]): number[] {
  const script = `const list = ${JSON.stringify(list)};
    console.log(JSON.stringify(list.map((d) => new Date(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)).getTime())))`
  const out = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, TZ: timeZone, NODE_OPTIONS: '' },
    encoding: 'utf8',
  })
  return JSON.parse(out) as number[]
}

describe("the hirer's days", () => {
  it('starts a December day in Sydney at 13:00 UTC the day before (AEDT, UTC+11)', () => {
    expect(iso(midnightIn('2026-12-05', sydney))).toBe('2026-12-04T13:00:00.000Z')
    expect(iso(midnightIn('2026-12-05', { timeZone: 'UTC' }))).toBe('2026-12-05T00:00:00.000Z')
    expect(iso(midnightIn('2026-12-05', { timeZone: 'Australia/Perth' }))).toBe(
      '2026-12-04T16:00:00.000Z',
    )
    expect(iso(midnightIn('2026-12-05', { timeZone: 'Australia/Adelaide' }))).toBe(
      '2026-12-04T13:30:00.000Z',
    )
    // Brisbane keeps standard time all year.
    expect(iso(midnightIn('2026-12-05', { timeZone: 'Australia/Brisbane' }))).toBe(
      '2026-12-04T14:00:00.000Z',
    )
  })

  it('follows daylight saving on the days it starts and ends (no fixed offset does)', () => {
    // Sydney: AEDT from 2:00 on 4 October 2026 to 3:00 on 4 April 2027.
    expect(iso(midnightIn('2026-10-04', sydney))).toBe('2026-10-03T14:00:00.000Z')
    expect(iso(midnightIn('2026-10-05', sydney))).toBe('2026-10-04T13:00:00.000Z')
    expect(iso(midnightIn('2027-04-04', sydney))).toBe('2027-04-03T13:00:00.000Z')
    expect(iso(midnightIn('2027-04-05', sydney))).toBe('2027-04-04T14:00:00.000Z')
    // A 23-hour and a 25-hour day.
    expect(midnightIn('2026-10-05', sydney) - midnightIn('2026-10-04', sydney)).toBe(23 * HOUR)
    expect(midnightIn('2027-04-05', sydney) - midnightIn('2027-04-04', sydney)).toBe(25 * HOUR)
  })

  it('reads a fixed offset as Date.getTimezoneOffset gives it', () => {
    expect(iso(midnightIn('2026-12-05', { offsetMinutes: -660 }))).toBe('2026-12-04T13:00:00.000Z')
    expect(iso(midnightIn('2026-12-05', { offsetMinutes: 0 }))).toBe('2026-12-05T00:00:00.000Z')
    expect(dateIn(Date.parse('2026-12-04T13:00:00Z'), { offsetMinutes: -660 })).toBe('2026-12-05')
  })

  it('names the date an instant falls on for the hirer', () => {
    const end = Date.parse('2026-12-04T23:45:00Z')
    expect(dateIn(end, { timeZone: 'UTC' })).toBe('2026-12-04')
    expect(dateIn(end, sydney)).toBe('2026-12-05')
    expect(dateIn(midnightIn('2026-12-05', sydney) - 1, sydney)).toBe('2026-12-04')
  })

  it.each([
    'Australia/Sydney',
    'Australia/Melbourne',
    'Australia/Hobart',
    'Australia/Adelaide',
    'Australia/Broken_Hill',
    'Australia/Darwin',
    'Australia/Brisbane',
    'Australia/Perth',
    'Australia/Eucla',
    'Australia/Lord_Howe',
    'Pacific/Auckland',
    'UTC',
    'America/Santiago',
    'America/Havana',
  ])('agrees with the browser in %s on every midnight across a year', (timeZone) => {
    const list = dates('2026-09-01', 400)
    const browser = browserMidnights(timeZone, list)
    expect(list.map((date) => iso(midnightIn(date, { timeZone })))).toEqual(browser.map(iso))
  })

  it('names a local midnight as this device does', () => {
    expect(dayKey(new Date(2026, 11, 5).getTime())).toBe('2026-12-05')
    expect(dayKey(new Date(2027, 0, 1).getTime())).toBe('2027-01-01')
  })

  it('knows time zone names', () => {
    expect(isTimeZone('Australia/Sydney')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('adds calendar days to dates', () => {
    expect(addDateDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDateDays('2027-04-04', 1)).toBe('2027-04-05')
    expect(addDateDays('2026-12-05', -1)).toBe('2026-12-04')
  })
})
