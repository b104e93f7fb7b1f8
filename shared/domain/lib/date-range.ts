/**
 * How clicks build a date range: the first pick starts a new range, the second closes it
 * (or restarts it when it falls before the start). Days are epoch milliseconds at local
 * midnight; days before `earliest` cannot be picked, nor days `blocked` answers true for
 * (an item's unavailable days), and a range never spans one: an end beyond a blocked day
 * starts a new range there instead.
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
  blocked: (day: number) => boolean = () => false,
): DayRange | null {
  if (day < earliest || blocked(day)) return range
  if (!range || range.end !== null || day < range.start) return { start: day, end: null }
  if (spansBlocked(range.start, day, blocked)) return { start: day, end: null }
  return { start: range.start, end: day }
}

const dayMs = 24 * 60 * 60 * 1000

/** Whether a blocked day lies strictly between `start` and `end` (local midnights). */
function spansBlocked(start: number, end: number, blocked: (day: number) => boolean): boolean {
  // Steps of about a day, snapped to the local midnight: daylight saving moves midnight.
  for (let day = nextMidnight(start); day < end; day = nextMidnight(day)) {
    if (blocked(day)) return true
  }
  return false
}

function nextMidnight(day: number): number {
  const next = new Date(day + dayMs + 12 * 60 * 60 * 1000)
  next.setHours(0, 0, 0, 0)
  return next.valueOf()
}

/** Whether `day` lies within the range, ends included. */
export function inRange(range: DayRange | null, day: number): boolean {
  if (!range) return false
  if (range.end === null) return day === range.start
  return day >= range.start && day <= range.end
}
