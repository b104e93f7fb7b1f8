import { describe, expect, it } from 'vitest'
import { item } from '../../../tests/fixtures/item.ts'
import {
  clampQuantity,
  durationProblem,
  hireLine,
  quantityBounds,
  tierRows,
  timeOptions,
} from './rules.ts'

const monday = new Date(2026, 5, 1).getTime() // 1 June 2026, a Monday, local midnight
const hour = 60

describe('quantityBounds', () => {
  it('books units of a product up to those available', () => {
    expect(quantityBounds({ ...item, availableUnits: 3 })).toEqual({
      kind: 'units',
      min: 1,
      max: 3,
    })
    expect(quantityBounds({ ...item, availableUnits: 0 }).max).toBe(0)
  })

  it('books a group of people for an experience, open-ended without a maximum', () => {
    const experience = { ...item, itemCategoryType: 1 as const, minimumGroupNumber: 4 }
    expect(quantityBounds({ ...experience, maximumGroupNumber: 10 })).toEqual({
      kind: 'people',
      min: 4,
      max: 10,
    })
    expect(quantityBounds({ ...experience, maximumGroupNumber: 10, isNoMaxGroup: true }).max).toBe(
      1000,
    )
  })

  it('clamps typed counts', () => {
    const bounds = { kind: 'units' as const, min: 1, max: 3 }
    expect([0, 2.4, 7, Number.NaN].map((value) => clampQuantity(value, bounds))).toEqual([
      1, 2, 3, 1,
    ])
  })
})

describe('durationProblem', () => {
  const limits = { ...item, minimumHireDuration: { value: 4, type: 4 } }
  it('checks the minimum and the maximum hire', () => {
    expect(durationProblem(limits, 3 * hour)).toBe('Minimum hire is 4 hours.')
    expect(durationProblem(limits, 4 * hour)).toBeNull()
    expect(durationProblem(limits, 14 * 1440)).toBeNull()
    expect(durationProblem(limits, 15 * 1440)).toBe('Maximum hire is 2 weeks.')
    expect(durationProblem({ ...limits, isNoMaxHireDuration: true }, 99 * 1440)).toBeNull()
  })
})

describe('timeOptions', () => {
  const slots = [
    { day: 'everyday' as const, startTime: 9 * hour, endTime: 17 * hour },
    { day: 'monday' as const, startTime: 10 * hour + 15, endTime: 12 * hour },
  ]
  it("keeps to the day's own pick-up hours, in half hours", () => {
    const options = timeOptions(slots, monday, monday - 1)
    expect(options.pickUp).toEqual([630, 660, 690])
    expect(options.returns(660)).toEqual([690, 720])
  })

  it('falls back to every day, and never offers a time already past', () => {
    const tuesday = monday + 86_400_000
    const options = timeOptions(slots, tuesday, tuesday + (15 * hour + 10) * 60_000)
    expect(options.pickUp).toEqual([930, 960, 990])
    expect(options.returns(960)).toEqual([990, 1020])
  })

  it('offers the whole day without pick-up hours', () => {
    const options = timeOptions([], monday, 0)
    expect(options.pickUp[0]).toBe(0)
    expect(options.pickUp.at(-1)).toBe(23 * hour)
    expect(options.returns(23 * hour)).toEqual([23 * hour + 30])
  })
})

describe('tierRows and hireLine', () => {
  it("uses each tier's own price when the supplier set them all", () => {
    const prices = [
      { amount: 10, type: 4 as const },
      { amount: 50, type: 5 as const },
      { amount: 80, type: 1 as const },
      { amount: 400, type: 2 as const },
      { amount: 1200, type: 3 as const },
    ]
    expect(tierRows(prices).map((row) => [row.range, row.price, row.note])).toEqual([
      ['Under 12 hours', '$10.00 / hour', null],
      ['12 to 24 hours', '$50.00 / half day', null],
      ['1 to 6 days', '$80.00 / day', null],
      ['7 to 29 days', '$400.00 / week', null],
      ['30 days or more', '$1,200.00 / month', null],
    ])
    expect(tierRows([])).toEqual([])
  })

  it('says how many units of which price, and for how many', () => {
    const hire = {
      tier: 1 as const,
      type: 5 as const,
      count: 1,
      unitCents: 5000,
      quantity: 3,
      eachCents: 5000,
      hireCents: 15_000,
      fallback: 'none' as const,
    }
    expect(hireLine(hire, 'people')).toBe('1 half day × $50.00 × 3 people')
    expect(hireLine({ ...hire, count: 2, quantity: 1 }, 'units')).toBe('2 half days × $50.00')
  })
})
