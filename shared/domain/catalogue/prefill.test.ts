import { describe, expect, it } from 'vitest'
import { parseDay, parsePrefill } from './prefill.ts'

const now = new Date(2026, 10, 26, 15, 30).getTime()
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).getTime()

describe('prefill attributes', () => {
  it('read real calendar days as local midnight', () => {
    expect(parseDay('2027-01-10')).toBe(day(2027, 1, 10))
    expect(parseDay('2027-02-30')).toBeNull()
    expect(parseDay('10/01/2027')).toBeNull()
    expect(parseDay('2027-1-10')).toBeNull()
  })

  it('fill every field from good values', () => {
    const { prefill, problems } = parsePrefill(
      'hire-search',
      {
        activity: ' Kayaking ',
        destination: 'Byron   Bay',
        startDate: '2027-01-10',
        endDate: '2027-01-12',
      },
      now,
    )
    expect(problems).toEqual([])
    expect(prefill).toEqual({
      activity: 'Kayaking',
      destination: 'Byron Bay',
      startDate: day(2027, 1, 10),
      endDate: day(2027, 1, 12),
    })
  })

  it('accept today as a start date', () => {
    expect(parsePrefill('hire-item', { startDate: '2026-11-26' }, now).prefill.startDate).toBe(
      day(2026, 11, 26),
    )
  })

  it('drop each bad value with a message naming the attribute, and keep the good ones', () => {
    const { prefill, problems } = parsePrefill(
      'hire-item',
      { startDate: 'soon', endDate: '2027-01-12', units: '0', groupSize: '2.5' },
      now,
    )
    expect(prefill).toEqual({ endDate: day(2027, 1, 12) })
    expect(problems).toEqual([
      {
        attribute: 'start-date',
        message:
          'The start-date attribute of <hire-item> must be a date written YYYY-MM-DD; "soon" is ignored.',
      },
      {
        attribute: 'units',
        message:
          'The units attribute of <hire-item> must be a whole number from 1 to 999; "0" is ignored.',
      },
      {
        attribute: 'group-size',
        message:
          'The group-size attribute of <hire-item> must be a whole number from 1 to 999; "2.5" is ignored.',
      },
    ])
  })

  it('refuse past days and an end before the start', () => {
    const past = parsePrefill('hire-search', { startDate: '2026-11-25' }, now)
    expect(past.prefill).toEqual({})
    expect(past.problems[0]?.message).toContain('must not be in the past')
    const backwards = parsePrefill(
      'hire-search',
      { startDate: '2027-01-12', endDate: '2027-01-10' },
      now,
    )
    expect(backwards.prefill).toEqual({ startDate: day(2027, 1, 12) })
    expect(backwards.problems).toEqual([
      {
        attribute: 'end-date',
        message:
          'The end-date attribute of <hire-search> must not be before start-date; "2027-01-10" is ignored.',
      },
    ])
  })

  it('take units or group size as the count, units first', () => {
    expect(parsePrefill('hire-item', { groupSize: 4 }, now).prefill).toEqual({ quantity: 4 })
    expect(parsePrefill('hire-item', { units: '2', groupSize: '4' }, now).prefill).toEqual({
      quantity: 2,
    })
  })

  it('refuse overlong text', () => {
    const { prefill, problems } = parsePrefill('hire-search', { activity: 'k'.repeat(101) }, now)
    expect(prefill).toEqual({})
    expect(problems[0]?.attribute).toBe('activity')
  })
})
