/**
 * Calendar arithmetic for the date grid: month layout and where keyboard moves land.
 * Weeks start on Monday, as Australian calendars do.
 */
import { type Dayjs, startOfDay } from './dates.ts'

/** Monday-first index of a day in its week: Monday 0 ... Sunday 6. */
export function weekdayIndex(day: Dayjs): number {
  return (day.day() + 6) % 7
}

/** The weeks of the month containing `month`; days outside it are null. */
export function monthWeeks(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month')
  const count = first.daysInMonth()
  const cells: (Dayjs | null)[] = Array.from({ length: weekdayIndex(first) }, () => null)
  for (let date = 0; date < count; date += 1) cells.push(first.add(date, 'day'))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (Dayjs | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

/** Weekday captions from Monday, short ("Mo") and long ("Monday"). */
export function weekdayNames(reference: Dayjs = startOfDay()): { short: string; long: string }[] {
  const monday = reference.subtract(weekdayIndex(reference), 'day')
  return Array.from({ length: 7 }, (_, offset) => {
    const day = monday.add(offset, 'day')
    return { short: day.format('dd'), long: day.format('dddd') }
  })
}

export type GridMove =
  | 'previousDay'
  | 'nextDay'
  | 'previousWeek'
  | 'nextWeek'
  | 'weekStart'
  | 'weekEnd'
  | 'previousMonth'
  | 'nextMonth'
  | 'previousYear'
  | 'nextYear'

/** The keys of the WAI-ARIA date grid pattern. */
export function gridMoveForKey(key: string, shiftKey: boolean): GridMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previousDay'
    case 'ArrowRight':
      return 'nextDay'
    case 'ArrowUp':
      return 'previousWeek'
    case 'ArrowDown':
      return 'nextWeek'
    case 'Home':
      return 'weekStart'
    case 'End':
      return 'weekEnd'
    case 'PageUp':
      return shiftKey ? 'previousYear' : 'previousMonth'
    case 'PageDown':
      return shiftKey ? 'nextYear' : 'nextMonth'
    default:
      return null
  }
}

/** Where focus lands after a move; never before `earliest`. */
export function moveDay(day: Dayjs, move: GridMove, earliest?: Dayjs): Dayjs {
  const moves: Record<GridMove, () => Dayjs> = {
    previousDay: () => day.subtract(1, 'day'),
    nextDay: () => day.add(1, 'day'),
    previousWeek: () => day.subtract(7, 'day'),
    nextWeek: () => day.add(7, 'day'),
    weekStart: () => day.subtract(weekdayIndex(day), 'day'),
    weekEnd: () => day.add(6 - weekdayIndex(day), 'day'),
    // dayjs keeps the day of month where it can and clamps to the month's last day.
    previousMonth: () => day.subtract(1, 'month'),
    nextMonth: () => day.add(1, 'month'),
    previousYear: () => day.subtract(1, 'year'),
    nextYear: () => day.add(1, 'year'),
  }
  const next = moves[move]()
  return earliest && next.isBefore(earliest, 'day') ? earliest : next
}
