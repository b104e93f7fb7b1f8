import { describe, expect, it } from 'vitest'
import { type Price, priceType } from '../../contract/catalogue/catalogue.ts'
import { delaySummary, overdueDays, quoteOverdue } from './overdue.ts'
import { DAY } from './period.ts'

const { hour, halfDay, day, week, month } = priceType
const all: Price[] = [
  { type: hour, amount: 10 },
  { type: halfDay, amount: 40 },
  { type: day, amount: 60 },
  { type: week, amount: 300 },
  { type: month, amount: 900 },
]
const without = (...types: number[]) => all.filter((price) => !types.includes(price.type))
const E = 1_795_000_000_000

describe('overdueDays', () => {
  it.each([
    [E - 1, 0],
    [E, 0],
    [E + 1, 1],
    [E + DAY, 1],
    [E + DAY + 1, 2],
    [E + 7 * DAY, 7],
  ])('at %s -> %s days late', (now, days) => {
    expect(overdueDays(E, now)).toBe(days)
  })
})

describe('quoteOverdue', () => {
  it.each([
    ['1 day', all, 1, day, 1, 6000, 1200, 7200],
    ['6 days', all, 6, day, 6, 36000, 7200, 43200],
    ['7 days: a week', all, 7, week, 1, 30000, 6000, 36000],
    ['10 days: 1.43 weeks', all, 10, week, 1.43, 42900, 8580, 51480],
    ['29 days', all, 29, week, 4.14, 124200, 24840, 149040],
    ['30 days: a month', all, 30, month, 1, 90000, 18000, 108000],
    ['45 days', all, 45, month, 1.5, 135000, 27000, 162000],
    ['3 days, no day price: half days', without(day), 3, day, 3, 24000, 4800, 28800],
    ['3 days, hours only', [all[0] as Price], 3, day, 3, 72000, 14400, 86400],
    ['10 days, no week price: days', without(week), 10, week, 1.43, 60000, 12000, 72000],
    ['40 days, no month price: 5.71 weeks', without(month), 40, month, 1.33, 171300, 34260, 205560],
    ['3 days, a week price only: pro rata', [all[3] as Price], 3, day, 3, 12900, 2580, 15480],
  ] as const)('%s', (_, prices, days, type, count, cost, surcharge, total) => {
    const quote = quoteOverdue({ price: prices }, 1, E, E + days * DAY)
    expect(quote).toMatchObject({
      days,
      durationType: type,
      durationCount: count,
      costCents: cost,
      surchargeCents: surcharge,
      totalCents: total,
    })
  })

  it('charges every unit kept', () => {
    expect(quoteOverdue({ price: all }, 2, E, E + DAY)?.totalCents).toBe(14400)
  })

  it('is null when not overdue or unpriced', () => {
    expect(quoteOverdue({ price: all }, 1, E, E)).toBeNull()
    expect(quoteOverdue({ price: [] }, 1, E, E + DAY)).toBeNull()
  })
})

describe('delaySummary', () => {
  const quote = quoteOverdue({ price: all }, 1, E, E + 2 * DAY)
  if (!quote) throw new Error('expected a quote')
  it.each([
    [0, 14400],
    [7200, 7200],
    [20000, 0],
  ])('with %s already paid, %s is paid now', (penaltyPaid, payNow) => {
    expect(
      delaySummary(quote, { bondCents: 5000, paidCents: 18000, penaltyPaidCents: penaltyPaid }),
    ).toEqual({ amountCents: 14400, bondCents: 5000, paidCents: 18000, payNowCents: payNow })
  })
})
