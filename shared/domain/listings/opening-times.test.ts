import { describe, expect, it } from 'vitest'
import { weekdays } from '../../contract/catalogue/items.ts'
import { listingMessages as m } from '../../contract/listings/messages.ts'
import {
  addDay,
  canAddDay,
  checkDayRow,
  checkDayRows,
  checkDaySlots,
  chooseDay,
  type DayRow,
  fromMinutes,
  newDayRow,
  removeDay,
  setTime,
  timeChoices,
  toMinutes,
  toRows,
  toSlots,
} from './opening-times.ts'

const row = (day: DayRow['day'], startTime = '09:00', endTime = '17:00', id = day || 'x') => ({
  id,
  day,
  startTime,
  endTime,
})

describe('times', () => {
  it('converts HH:mm and minutes both ways', () => {
    expect(toMinutes('00:00')).toBe(0)
    expect(toMinutes('23:45')).toBe(1425)
    expect(toMinutes('24:00')).toBeNull()
    expect(toMinutes('9:00')).toBeNull()
    expect(fromMinutes(570)).toBe('09:30')
  })
  it('offers every 15 minutes, 00:00 to 23:45', () => {
    expect(timeChoices).toHaveLength(96)
    expect(timeChoices.at(-1)).toBe('23:45')
    expect(timeChoices[1]).toBe('00:15')
  })
  it('starts a new row ending at 23:45', () => {
    expect(newDayRow()).toMatchObject({ day: '', startTime: '00:00', endTime: '23:45' })
  })
})

describe('one row', () => {
  it.each([
    [row('monday'), null],
    [row(''), m.allFieldsRequired],
    [row('monday', ''), m.allFieldsRequired],
    [row('monday', '09:00', '09:00'), m.closeAfterStart],
    [row('monday', '10:00', '09:00'), m.closeAfterStart],
    [row('monday', '09:00', '09:45'), m.minimumGap],
    [row('monday', '09:00', '10:00'), null],
    [row('monday', '09:10', '11:00'), m.timeStep],
  ])('%o -> %s', (value, message) => expect(checkDayRow(value)).toBe(message))
})

describe('the list', () => {
  it('needs a day unless the business hours apply', () => {
    expect(checkDayRows([], false)).toBe(m.oneDayRequired)
    expect(checkDayRows([], true)).toBeNull()
    expect(checkDaySlots([], true)).toBeNull()
  })
  it('refuses duplicates and everyday beside another day', () => {
    expect(
      checkDayRows(
        [row('monday', '09:00', '17:00', 'a'), row('monday', '09:00', '17:00', 'b')],
        false,
      ),
    ).toBe(m.duplicateDay)
    expect(
      checkDaySlots(
        [
          { day: 'everyday', startTime: 540, endTime: 1020 },
          { day: 'monday', startTime: 540, endTime: 1020 },
        ],
        false,
      ),
    ).toBe(m.duplicateDay)
  })
  it('holds at most 7 rows', () => {
    const week = weekdays
    const slots = week.map((day) => ({ day, startTime: 540, endTime: 1020 }))
    expect(checkDaySlots(slots, false)).toBeNull()
    expect(checkDaySlots([...slots, { day: 'everyday', startTime: 0, endTime: 60 }], false)).toBe(
      m.tooManyDays,
    )
    const rows = week.map((day) => row(day))
    expect(canAddDay(rows)).toBe(false)
    expect(canAddDay(rows.slice(0, 6))).toBe(true)
    expect(addDay(rows)).toHaveLength(7)
  })
})

describe('editing', () => {
  it('everyday replaces every row, and Add new is then off', () => {
    const rows = [row('monday', '08:00', '12:00', 'a'), row('tuesday', '09:00', '17:00', 'b')]
    const chosen = chooseDay(rows, 'b', 'everyday')
    expect(chosen.rows).toEqual([row('everyday', '09:00', '17:00', 'b')])
    expect(canAddDay(chosen.rows)).toBe(false)
    const back = chooseDay(chosen.rows, 'b', 'friday')
    expect(back.rows[0]?.day).toBe('friday')
    expect(canAddDay(back.rows)).toBe(true)
  })
  it('refuses a day another row has', () => {
    const rows = [row('monday', '09:00', '17:00', 'a'), row('', '09:00', '17:00', 'b')]
    expect(chooseDay(rows, 'b', 'monday')).toEqual({ rows, error: m.duplicateDay })
  })
  it('turns Add new off while a row has a time error', () => {
    const rows = [row('monday', '09:00', '09:30', 'a')]
    expect(canAddDay(rows)).toBe(false)
    const fixed = setTime(rows, 'a', 'endTime', '10:00')
    expect(canAddDay(fixed)).toBe(true)
    expect(addDay(fixed)).toHaveLength(2)
    expect(removeDay(fixed, 'a')).toEqual([])
  })
  it('saves minutes from midnight and reads them back', () => {
    const slots = toSlots([row('monday', '09:15', '17:45'), row('')])
    expect(slots).toEqual([{ day: 'monday', startTime: 555, endTime: 1065 }])
    expect(toRows(slots)[0]).toMatchObject({ day: 'monday', startTime: '09:15', endTime: '17:45' })
  })
})
