/**
 * How clicks build a date range: the first pick starts a new range, the second closes it
 * (or restarts it when it falls before the start). Days are epoch milliseconds at local
 * midnight; days before `earliest` cannot be picked.
 */
export interface DayRange {
  start: number
  /** null while the user is still choosing the end */
  end: number | null
}

export function pickRangeDay(
  range: DayRange | null,
  day: number,
  earliest: number,
): DayRange | null {
  if (day < earliest) return range
  if (!range || range.end !== null || day < range.start) return { start: day, end: null }
  return { start: range.start, end: day }
}

/** Whether `day` lies within the range, ends included. */
export function inRange(range: DayRange | null, day: number): boolean {
  if (!range) return false
  if (range.end === null) return day === range.start
  return day >= range.start && day <= range.end
}
