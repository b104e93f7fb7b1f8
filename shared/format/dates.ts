/**
 * dayjs set-up and the date formats the spec uses. Every date shown by the client goes
 * through here so formats stay consistent between widgets and site.
 */
import dayjs, { type Dayjs } from 'dayjs'

export { type Dayjs, dayjs }

/** Display formats from spec part 1 section 9. */
export const dateFormats = {
  /** 12 Jun. 2025 */
  display: 'DD MMM. YYYY',
  /** 2025-06-12 */
  iso: 'YYYY-MM-DD',
  /** Jun 12 */
  short: 'MMM DD',
  /** chat message time */
  time: 'HH:mm',
  /** chat date separators */
  day: 'DD MMM YYYY',
  /** accessible names of calendar days: Thursday, 12 June 2025 */
  full: 'dddd, D MMMM YYYY',
  /** calendar month captions: June 2025 */
  month: 'MMMM YYYY',
} as const

/** The start of the local day containing `at`. */
export function startOfDay(at: Dayjs | Date | number = new Date()): Dayjs {
  return dayjs(at).startOf('day')
}

/** The default search range: today and the next day. */
export function defaultRange(now: Date | number = new Date()): { start: Dayjs; end: Dayjs } {
  const start = startOfDay(now)
  return { start, end: start.add(1, 'day') }
}

export function formatFullDate(day: Dayjs): string {
  return day.format(dateFormats.full)
}

export function formatMonth(day: Dayjs): string {
  return day.format(dateFormats.month)
}

/** "12 Jun – 13 Jun", or one date when start and end are the same day. */
export function formatRange(start: Dayjs, end: Dayjs | null): string {
  const from = start.format('D MMM')
  if (!end || end.isSame(start, 'day')) return from
  return `${from} – ${end.format('D MMM')}`
}

/** A day as epoch milliseconds at its local midnight, as /search-result expects. */
export function toEpochMs(day: Dayjs | Date | number): number {
  return startOfDay(day).valueOf()
}
