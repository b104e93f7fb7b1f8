import { describe, expect, it } from 'vitest'
import { booking, DAY, midnight } from '../../../tests/fixtures/booking-end.ts'
import { centsLabel, delayFigures, periodLabel, quantityOf } from './delay-figures.ts'

// Due at 23:45 on the last day (no return time): the end-of-day slot.
const endDate = midnight(-10)
const due = endDate + (23 * 60 + 45) * 60_000
const overdue = (overrides = {}) =>
  booking({ bookingStatus: 'OVER_DUE', startDate: midnight(-14), endDate, ...overrides })

describe('delayFigures', () => {
  it('prices a short delay by the day, plus 20 percent', () => {
    const figures = delayFigures(overdue(), due + 2 * DAY + 1)
    expect(figures).toMatchObject({
      dueAt: due,
      days: 3,
      periodLabel: '3 days',
      unitPriceLabel: '$45.00 / day',
      count: 3,
      costCents: 13_500,
      surchargeCents: 2_700,
      totalCents: 16_200,
      bondCents: 10_000,
      paidCents: 18_000,
      payNowCents: 16_200,
    })
  })

  it('prices 7 days and more by the week (days / 7, two decimals)', () => {
    const figures = delayFigures(overdue(), due + 9 * DAY + 1)
    expect(figures).toMatchObject({
      days: 10,
      periodLabel: '1.43 weeks',
      unitPriceLabel: '$250.00 / week',
      costCents: 35_750,
      surchargeCents: 7_150,
      totalCents: 42_900,
    })
  })

  it('prices 30 days and more by the month', () => {
    expect(delayFigures(overdue(), due + 29 * DAY + 1)).toMatchObject({
      days: 30,
      periodLabel: '1 month',
      totalCents: 108_000,
    })
  })

  it('counts every unit kept and takes off what was already paid for the delay', () => {
    const figures = delayFigures(overdue({ bookCount: 2, penaltyPaid: 50 }), due + 1)
    expect(figures).toMatchObject({
      quantity: 2,
      costCents: 9_000,
      totalCents: 10_800,
      penaltyPaidCents: 5_000,
      payNowCents: 5_800,
    })
  })

  it('is null before the due time or without a price', () => {
    expect(delayFigures(overdue(), due)).toBeNull()
    const unpriced = overdue()
    unpriced.item = { ...unpriced.item, price: [] }
    expect(delayFigures(unpriced, due + DAY)).toBeNull()
  })
})

describe('labels', () => {
  it.each([
    [1, 1, '1 day'],
    [3, 1, '3 days'],
    [1, 2, '1 week'],
    [1.43, 2, '1.43 weeks'],
    [2, 3, '2 months'],
  ] as const)('%s of type %s reads %s', (count, type, label) => {
    expect(periodLabel(count, type)).toBe(label)
  })

  it('writes cents as dollars', () => {
    expect(centsLabel(16_200)).toBe('$162.00')
  })

  it('counts people for experiences, units otherwise', () => {
    expect(quantityOf({ numberOfPeople: 3, bookCount: 1 })).toBe(3)
    expect(quantityOf({ numberOfPeople: null, bookCount: 2 })).toBe(2)
    expect(quantityOf({ numberOfPeople: null, bookCount: 0 })).toBe(1)
  })
})
