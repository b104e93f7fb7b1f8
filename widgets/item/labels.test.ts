import { describe, expect, it } from 'vitest'
import { item } from '../../tests/fixtures/item.ts'
import {
  capacityLabel,
  durationLabel,
  formatMinutes,
  maximumDurationLabel,
  pickUpSchedule,
  priceLabels,
} from './labels.ts'

describe('priceLabels', () => {
  it('labels every price with two decimals and its unit, in order', () => {
    expect(
      priceLabels([
        { amount: 45, type: 1 },
        { amount: 1250.5, type: 2 },
        { amount: 12, type: 4 },
        { amount: 30, type: 5 },
        { amount: 900, type: 3 },
      ]),
    ).toEqual([
      '$45.00 / day',
      '$1,250.50 / week',
      '$12.00 / hour',
      '$30.00 / half day',
      '$900.00 / month',
    ])
  })
  it('skips prices without an amount and copes with none', () => {
    expect(priceLabels([{ amount: Number.NaN, type: 1 }])).toEqual([])
    expect(priceLabels(undefined)).toEqual([])
  })
})

describe('pickUpSchedule', () => {
  it('expands everyday to each day, Monday first', () => {
    const rows = pickUpSchedule([{ day: 'everyday', startTime: 540, endTime: 1020 }])
    expect(rows.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows.every((row) => row.hours === '9:00 am to 5:00 pm')).toBe(true)
  })
  it("lets a day's own hours win over everyday and leaves out days without hours", () => {
    expect(
      pickUpSchedule([
        { day: 'saturday', startTime: 600, endTime: 720 },
        { day: 'everyday', startTime: 540, endTime: 1020 },
      ])[5],
    ).toEqual({ day: 'Saturday', hours: '10:00 am to 12:00 pm' })
    expect(pickUpSchedule([{ day: 'monday', startTime: 0, endTime: 90 }])).toEqual([
      { day: 'Monday', hours: '12:00 am to 1:30 am' },
    ])
  })
})

describe('hire limits and capacity', () => {
  it('names durations with their unit', () => {
    expect(durationLabel({ value: 1, type: 1 })).toBe('1 day')
    expect(durationLabel({ value: 3, type: 4 })).toBe('3 hours')
    expect(durationLabel(null)).toBeNull()
    expect(maximumDurationLabel({ ...item, isNoMaxHireDuration: true })).toBe('No maximum')
    expect(maximumDurationLabel(item)).toBe('2 weeks')
  })
  it('shows units for products and group size for experiences', () => {
    expect(capacityLabel(item)).toEqual({ term: 'Available units', value: '2' })
    const experience = {
      ...item,
      itemCategoryType: 1 as const,
      minimumGroupNumber: 2,
      maximumGroupNumber: 8,
    }
    expect(capacityLabel(experience)).toEqual({ term: 'Group size', value: '2 to 8 people' })
    expect(capacityLabel({ ...experience, isNoMaxGroup: true })).toEqual({
      term: 'Group size',
      value: '2 people or more',
    })
  })
  it('formats minutes from midnight', () => {
    expect(formatMinutes(750)).toBe('12:30 pm')
  })
})
