import { describe, expect, it } from 'vitest'
import { record } from '../../tests/fixtures/bookings.ts'
import {
  distanceLabel,
  formatDate,
  formatPeriod,
  formatTime,
  hiredLabel,
  pickUpHours,
  registeredLabel,
  supplierName,
} from './format.ts'

const day = (d: number) => new Date(2026, 1, d).getTime()

describe('booking formats', () => {
  it('writes dates as DD MMM. YYYY and times on a 12-hour clock', () => {
    expect(formatDate(day(3))).toBe('03 Feb. 2026')
    expect(formatDate('not a date')).toBe('')
    expect([0, 545, 720, 1439].map(formatTime)).toEqual([
      '12:00 am',
      '9:05 am',
      '12:00 pm',
      '11:59 pm',
    ])
  })

  it('labels Current and History cards', () => {
    expect(registeredLabel(new Date(2026, 0, 5, 10).toISOString())).toBe(
      'Registered on 05 Jan. 2026',
    )
    const period = { startDate: day(3), endDate: day(5), startTime: null, endTime: null }
    expect(hiredLabel(period)).toBe('Hired 03 Feb. 2026 – 05 Feb. 2026')
    expect(hiredLabel({ ...period, endDate: day(3) })).toBe('Hired 03 Feb. 2026')
  })

  it('shows times only on a one-day booking', () => {
    const oneDay = { startDate: day(3), endDate: day(3), startTime: 540, endTime: 600 }
    expect(formatPeriod(oneDay)).toBe('03 Feb. 2026, 9:00 am to 10:00 am')
    expect(formatPeriod({ ...oneDay, endDate: day(4) })).toBe('03 Feb. 2026 – 04 Feb. 2026')
    expect(formatPeriod({ ...oneDay, startTime: null, endTime: null })).toBe('03 Feb. 2026')
  })

  it('names a business by its company, anyone else by first and last name', () => {
    const detail = record().supplierDetail
    expect(supplierName(detail)).toBe('Bondi Paddle Co')
    expect(supplierName({ ...detail, userType: 'INDIVIDUAL' })).toBe('Mia Chen')
    expect(supplierName(null, 'Fallback')).toBe('Fallback')
  })

  it('shows a distance only when there is one', () => {
    expect(distanceLabel(12.34)).toBe('12.3 km away')
    expect(distanceLabel(null)).toBeNull()
  })

  it('lists pick-up hours Monday first; a day’s own slot wins over everyday', () => {
    const hours = pickUpHours([
      { day: 'everyday', startTime: 540, endTime: 1020 },
      { day: 'sunday', startTime: 600, endTime: 720 },
    ])
    expect(hours[0]).toEqual({ day: 'Monday', hours: '9:00 am to 5:00 pm' })
    expect(hours.at(-1)).toEqual({ day: 'Sunday', hours: '10:00 am to 12:00 pm' })
    expect(pickUpHours([{ day: 'friday', startTime: 480, endTime: 600 }])).toEqual([
      { day: 'Friday', hours: '8:00 am to 10:00 am' },
    ])
  })
})
