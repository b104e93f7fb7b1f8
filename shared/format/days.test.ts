import { describe, expect, it } from 'vitest'
import { dateFormats, dayjs, formatFullDate, formatRange } from './dates.ts'
import {
  addDaysMs,
  defaultDayRange,
  formatDayRange,
  formatDisplayDay,
  formatFullDay,
  startOfDayMs,
} from './days.ts'

describe('days', () => {
  it('starts days at local midnight and defaults to today and tomorrow', () => {
    expect(startOfDayMs(new Date(2030, 5, 12, 18, 30))).toBe(new Date(2030, 5, 12).getTime())
    expect(defaultDayRange(new Date(2030, 11, 31, 9))).toEqual({
      start: new Date(2030, 11, 31).getTime(),
      end: new Date(2031, 0, 1).getTime(),
    })
  })

  it('adds calendar days across month ends and daylight saving changes', () => {
    // Australian daylight saving starts on the first Sunday of October.
    const saturday = new Date(2030, 9, 5).getTime()
    expect(addDaysMs(saturday, 1)).toBe(new Date(2030, 9, 6).getTime())
    expect(addDaysMs(saturday, 2)).toBe(new Date(2030, 9, 7).getTime())
    expect(addDaysMs(new Date(2030, 0, 31).getTime(), 1)).toBe(new Date(2030, 1, 1).getTime())
  })

  it('labels days exactly as the dayjs formats do', () => {
    for (let offset = 0; offset < 400; offset += 37) {
      const day = addDaysMs(new Date(2030, 0, 1).getTime(), offset)
      const next = addDaysMs(day, 3)
      expect(formatFullDay(day)).toBe(formatFullDate(dayjs(day)))
      expect(formatDayRange(day, next)).toBe(formatRange(dayjs(day), dayjs(next)))
      expect(formatDisplayDay(day)).toBe(dayjs(day).format(dateFormats.display))
    }
    const day = new Date(2030, 5, 12).getTime()
    expect(formatFullDay(day)).toBe('Wednesday, 12 June 2030')
    expect(formatDayRange(day, day)).toBe('12 Jun')
    expect(formatDayRange(day, null)).toBe('12 Jun')
    expect(formatDisplayDay(new Date(2030, 4, 3).getTime())).toBe('03 May. 2030')
  })
})
