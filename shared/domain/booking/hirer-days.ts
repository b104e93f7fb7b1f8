/**
 * The hirer's calendar days. A booking's days are the hirer's own local midnights
 * (period.ts: the browser sends them as epoch ms), so the server can only say which days
 * are free when it finds the same midnights: from the hirer's time zone by name, which
 * follows daylight saving (Sydney is UTC+10 in winter and +11 in summer, so one offset is
 * wrong for part of any two-month calendar), or, when a client names none, one fixed
 * offset. The browser names its own midnights with `dayKey`; `midnightIn` gives the same
 * instants anywhere, as its unit test checks against the browser's own Date.
 */
import { DAY, MINUTE } from './period.ts'

/** How the hirer's days are cut: a time zone name, or minutes as getTimezoneOffset answers. */
export type HirerZone = { timeZone: string } | { offsetMinutes: number }

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** 'YYYY-MM-DD' of a day (epoch ms at local midnight) in this device's own zone. */
export function dayKey(day: number): string {
  const date = new Date(day)
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The date `count` days after a 'YYYY-MM-DD' date (calendar dates: no zone involved). */
export function addDateDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10)
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Whether the runtime knows `name` as a time zone ('Australia/Sydney', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false
  try {
    wallClock(name)
    return true
  } catch {
    return false
  }
}

/** The wall clock of `zone` at instant `at`, read as if it were UTC (epoch ms). */
function wallAt(at: number, timeZone: string): number {
  const part: Record<string, number> = {}
  for (const { type, value } of wallClock(timeZone).formatToParts(new Date(at))) {
    part[type] = Number(value)
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part
  return Date.UTC(year, month - 1, day, hour, minute, second) + (at - Math.floor(at / 1000) * 1000)
}

/** 'YYYY-MM-DD' of the day `at` falls on for the hirer. */
export function dateIn(at: number, zone: HirerZone): string {
  const wall = 'timeZone' in zone ? wallAt(at, zone.timeZone) : at - zone.offsetMinutes * MINUTE
  return new Date(wall).toISOString().slice(0, 10)
}

/**
 * The instant `date` ('YYYY-MM-DD') begins for the hirer: the first instant their clock
 * shows that date, as the browser's `new Date(y, m, d)` answers it (where a daylight
 * saving change skips midnight, the day begins when clocks jump, and where midnight comes
 * twice, at the first one).
 */
export function midnightIn(date: string, zone: HirerZone): number {
  const utc = Date.parse(`${date}T00:00:00Z`)
  if ('offsetMinutes' in zone) return utc + zone.offsetMinutes * MINUTE
  const { timeZone } = zone
  // Two guesses cover a change of offset between UTC midnight and local midnight.
  const first = utc - (wallAt(utc, timeZone) - utc)
  const second = utc - (wallAt(first, timeZone) - first)
  const onDate = [first, second].filter((at) => dateIn(at, zone) === date)
  const earliest = Math.min(...onDate)
  if (!Number.isFinite(earliest)) return first
  // Midnight skipped: the date's first instant is the jump, up to an hour after 00:00.
  return wallAt(earliest, timeZone) === utc ? earliest : firstInstantOn(date, earliest, zone)
}

/** The first instant on `date`, searched back from `after` by minutes (rare gap days). */
function firstInstantOn(date: string, after: number, zone: HirerZone): number {
  let at = after
  for (let step = 0; step < 180 && dateIn(at - MINUTE, zone) === date; step++) at -= MINUTE
  return at
}
