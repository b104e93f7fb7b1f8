import { describe, expect, it } from 'vitest'
import { gridMoveForKey, monthWeeks, moveDay, weekdayIndex, weekdayNames } from './calendar.ts'
import { dayjs, defaultRange, formatFullDate, formatRange, toEpochMs } from './dates.ts'

describe('dates', () => {
  it('defaults to today and tomorrow, from local midnight', () => {
    const { start, end } = defaultRange(new Date(2030, 5, 12, 15, 30))
    expect(start.toDate()).toEqual(new Date(2030, 5, 12))
    expect(end.toDate()).toEqual(new Date(2030, 5, 13))
  })

  it('formats full dates and ranges', () => {
    const day = dayjs(new Date(2030, 5, 12))
    expect(formatFullDate(day)).toBe('Wednesday, 12 June 2030')
    expect(formatRange(day, day.add(1, 'day'))).toBe('12 Jun – 13 Jun')
    expect(formatRange(day, day)).toBe('12 Jun')
  })

  it('gives epoch milliseconds at local midnight', () => {
    expect(toEpochMs(new Date(2030, 5, 12, 18, 45))).toBe(new Date(2030, 5, 12).getTime())
  })
})

describe('calendar', () => {
  it('lays a month out in Monday-first weeks', () => {
    // June 2030 starts on a Saturday and has 30 days.
    const weeks = monthWeeks(dayjs(new Date(2030, 5, 1)))
    expect(weeks).toHaveLength(5)
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null])
    expect(weeks[0]?.[5]?.date()).toBe(1)
    expect(weeks[4]?.[6]?.date()).toBe(30)
    // July 2030 starts on a Monday: no leading blanks, trailing blanks fill the last week.
    const july = monthWeeks(dayjs(new Date(2030, 6, 1)))
    expect(july[0]?.[0]?.date()).toBe(1)
    expect(july.at(-1)?.slice(3)).toEqual([null, null, null, null])
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('names weekdays from Monday', () => {
    expect(weekdayNames().map((name) => name.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(weekdayIndex(dayjs(new Date(2030, 5, 2)))).toBe(6)
  })

  it('maps the date grid keys', () => {
    expect(gridMoveForKey('ArrowLeft', false)).toBe('previousDay')
    expect(gridMoveForKey('ArrowDown', false)).toBe('nextWeek')
    expect(gridMoveForKey('PageUp', false)).toBe('previousMonth')
    expect(gridMoveForKey('PageDown', true)).toBe('nextYear')
    expect(gridMoveForKey('Home', false)).toBe('weekStart')
    expect(gridMoveForKey('a', false)).toBeNull()
  })

  it('moves focus and never before the earliest day', () => {
    const wednesday = dayjs(new Date(2030, 5, 12))
    expect(moveDay(wednesday, 'nextWeek').date()).toBe(19)
    expect(moveDay(wednesday, 'weekStart').date()).toBe(10)
    expect(moveDay(wednesday, 'weekEnd').date()).toBe(16)
    expect(moveDay(dayjs(new Date(2030, 0, 31)), 'nextMonth').toDate()).toEqual(
      new Date(2030, 1, 28),
    )
    expect(moveDay(wednesday, 'previousWeek', wednesday).isSame(wednesday)).toBe(true)
  })
})
