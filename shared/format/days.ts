/**
 * Days as epoch milliseconds at local midnight, with the few labels the search bar shows
 * before any calendar is opened. Deliberately free of dayjs so the first paint of a widget
 * does not carry it; the labels match dates.ts (English names, as the dayjs 'en' locale).
 */
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** Month names, January first; the first three letters are the short name. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Local midnight of the day containing `at`, in epoch milliseconds. */
export function startOfDayMs(at: Date | number = Date.now()): number {
  const date = new Date(at)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

/** The day `count` days after `day` (calendar days, so daylight saving changes are safe). */
export function addDaysMs(day: number, count: number): number {
  const date = new Date(day)
  date.setDate(date.getDate() + count)
  return startOfDayMs(date)
}

/** The default search range: today and the next day. */
export function defaultDayRange(now: Date | number = Date.now()): { start: number; end: number } {
  const start = startOfDayMs(now)
  return { start, end: addDaysMs(start, 1) }
}

/** "21 Nov" */
export function formatDayMonth(day: number): string {
  const date = new Date(day)
  return `${date.getDate()} ${monthNames[date.getMonth()]?.slice(0, 3)}`
}

/** "Saturday, 21 November 2026", the accessible name of a day (dates.ts `full`). */
export function formatFullDay(day: number): string {
  const date = new Date(day)
  return `${weekdays[date.getDay()]}, ${date.getDate()} ${monthNames[date.getMonth()]} ${date.getFullYear()}`
}

/** "12 Jun. 2026", the spec's display format (dates.ts `display`, DD MMM. YYYY); '' for a date that does not parse. */
export function formatDisplayDay(day: number | string): string {
  const date = new Date(day)
  if (Number.isNaN(date.getTime())) return ''
  const dd = String(date.getDate()).padStart(2, '0')
  return `${dd} ${monthNames[date.getMonth()]?.slice(0, 3)}. ${date.getFullYear()}`
}

/** "21 Nov – 22 Nov", or one date for a one-day range. */
export function formatDayRange(start: number, end: number | null): string {
  if (end === null || end === start) return formatDayMonth(start)
  return `${formatDayMonth(start)} – ${formatDayMonth(end)}`
}
