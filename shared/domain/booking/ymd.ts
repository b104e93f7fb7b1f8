/**
 * 'YYYYMMDD' dates, as the change request sends them. The client writes its local dates;
 * the server, which has no time zone for the hirer, checks them against the booking's own
 * midnights: a local midnight lies between 14 hours before and 12 hours after the UTC
 * midnight of the same date, whatever the zone.
 */
import { isYmd } from '../../contract/booking/fields.ts'
import { DAY, HOUR } from './period.ts'

export { isYmd }

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** The local date of an epoch-ms instant (client side: the browser's zone). */
export function toYmd(at: number): string {
  const date = new Date(at)
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`
}

/** UTC midnight of a 'YYYYMMDD' date, or NaN when it is not one. */
export function utcMidnight(ymd: string): number {
  if (!isYmd(ymd)) return Number.NaN
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)))
}

/** Whole days from one date to another. */
export function ymdDays(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY)
}

/** Whether `ymd` names the local day that starts at `dayMs` in some time zone. */
export function ymdIsDay(ymd: string, dayMs: number): boolean {
  const offset = dayMs - utcMidnight(ymd)
  return offset >= -14 * HOUR && offset <= 12 * HOUR
}

/** The local midnight `ymd` names, given another day of the same hirer (`refYmd` at `refDay`). */
export function dayOf(ymd: string, refYmd: string, refDay: number): number {
  return refDay + ymdDays(refYmd, ymd) * DAY
}
