/**
 * The opening or pick-up times editor of wizard step 2 (spec part 3 sections 4, 5 and 9):
 * rows of a day and HH:mm times in 15-minute steps; at most 7 rows; 'everyday' replaces
 * every row; a day is never listed twice; close at least an hour after start. Saved as
 * minutes from midnight.
 */
import type { PickUpDay } from '../../contract/catalogue/items.ts'
import { listingLimits } from '../../contract/listings/calls.ts'
import { listingMessages as m } from '../../contract/listings/messages.ts'

export interface DayRow {
  id: string
  day: PickUpDay | ''
  /** HH:mm */
  startTime: string
  endTime: string
}

export interface DaySlot {
  day: PickUpDay
  startTime: number
  endTime: number
}

export const dayOptions: { value: PickUpDay; label: string }[] = [
  { value: 'everyday', label: 'Everyday' },
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
]

/** 'HH:mm' to minutes from midnight, or null when not a time. */
export function toMinutes(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  return hours * 60 + minutes
}

/** Minutes from midnight to 'HH:mm'. */
export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** A time picker's choices: every 15 minutes of the day, 00:00 to 23:45. */
export const timeChoices: string[] = Array.from(
  { length: (24 * 60) / listingLimits.timeStepMinutes },
  (_, index) => fromMinutes(index * listingLimits.timeStepMinutes),
)

let rowCount = 0
export function newDayRow(day: PickUpDay | '' = ''): DayRow {
  rowCount += 1
  return {
    id: `day-${Date.now().toString(36)}-${rowCount}`,
    day,
    startTime: '00:00',
    endTime: fromMinutes(listingLimits.defaultEndMinutes),
  }
}

/** One slot's time rule, in minutes. */
export function checkSlotTimes(start: number | null, end: number | null): string | null {
  if (start === null || end === null) return m.allFieldsRequired
  const step = listingLimits.timeStepMinutes
  if (start % step !== 0 || end % step !== 0 || end > 24 * 60) return m.timeStep
  if (end <= start) return m.closeAfterStart
  if (end - start < listingLimits.timeGapMinutes) return m.minimumGap
  return null
}

/** The error of one editor row, or null. */
export function checkDayRow(row: DayRow): string | null {
  if (!row.day) return m.allFieldsRequired
  return checkSlotTimes(toMinutes(row.startTime), toMinutes(row.endTime))
}

/** The rule of the saved slots (the server runs it on the payload). */
export function checkDaySlots(slots: readonly DaySlot[], sameAsBusiness: boolean): string | null {
  if (slots.length === 0) return sameAsBusiness ? null : m.oneDayRequired
  if (slots.length > listingLimits.dayRowsMax) return m.tooManyDays
  for (const slot of slots) {
    const problem = checkSlotTimes(slot.startTime, slot.endTime)
    if (problem) return problem
  }
  const days = slots.map((slot) => slot.day)
  if (new Set(days).size !== days.length) return m.duplicateDay
  if (days.includes('everyday') && days.length > 1) return m.duplicateDay
  return null
}

/** The editor's error: the first row's, or the whole list's. */
export function checkDayRows(rows: readonly DayRow[], sameAsBusiness: boolean): string | null {
  if (sameAsBusiness) return null
  for (const row of rows) {
    const problem = checkDayRow(row)
    if (problem) return problem
  }
  return checkDaySlots(toSlots(rows), false)
}

/** 'Add new' is off with everyday chosen, with 7 rows, or while a row has a time error. */
export function canAddDay(rows: readonly DayRow[]): boolean {
  if (rows.length >= listingLimits.dayRowsMax) return false
  if (rows.some((row) => row.day === 'everyday')) return false
  return rows.every((row) => checkDayRow(row) === null)
}

export function addDay(rows: readonly DayRow[]): DayRow[] {
  return canAddDay(rows) ? [...rows, newDayRow()] : [...rows]
}

/**
 * Choosing a day for a row. 'everyday' replaces every row with that one row; a day already
 * on another row is refused (the editor shows 'Duplicate day is not allowed!').
 */
export function chooseDay(
  rows: readonly DayRow[],
  rowId: string,
  day: PickUpDay,
): { rows: DayRow[]; error: string | null } {
  const row = rows.find((candidate) => candidate.id === rowId)
  if (!row) return { rows: [...rows], error: null }
  if (day === 'everyday') return { rows: [{ ...row, day }], error: null }
  if (rows.some((other) => other.id !== rowId && other.day === day)) {
    return { rows: [...rows], error: m.duplicateDay }
  }
  return {
    rows: rows.map((other) => (other.id === rowId ? { ...other, day } : other)),
    error: null,
  }
}

export function setTime(
  rows: readonly DayRow[],
  rowId: string,
  field: 'startTime' | 'endTime',
  value: string,
): DayRow[] {
  return rows.map((row) => (row.id === rowId ? { ...row, [field]: value } : row))
}

export function removeDay(rows: readonly DayRow[], rowId: string): DayRow[] {
  return rows.filter((row) => row.id !== rowId)
}

/** The rows as the server takes them: minutes from midnight. Incomplete rows are dropped. */
export function toSlots(rows: readonly DayRow[]): DaySlot[] {
  const slots: DaySlot[] = []
  for (const row of rows) {
    const startTime = toMinutes(row.startTime)
    const endTime = toMinutes(row.endTime)
    if (row.day && startTime !== null && endTime !== null) {
      slots.push({ day: row.day, startTime, endTime })
    }
  }
  return slots
}

/** Saved slots back into editor rows (edit modes). */
export function toRows(slots: readonly DaySlot[]): DayRow[] {
  return slots.map((slot) => ({
    ...newDayRow(slot.day),
    startTime: fromMinutes(slot.startTime),
    endTime: fromMinutes(slot.endTime),
  }))
}
