import { describe, expect, it } from 'vitest'
import { type Price, priceType } from '../../contract/catalogue/catalogue.ts'
import { priceMap, quoteHire } from './price.ts'

const { hour, halfDay, day, week, month } = priceType
const p = (type: Price['type'], amount: number): Price => ({ type, amount })
const all = [p(hour, 10), p(halfDay, 40), p(day, 60), p(week, 300), p(month, 900)]
const without = (...types: number[]) => all.filter((price) => !types.includes(price.type))
const days = (count: number) => count * 1440

describe('quoteHire with every price', () => {
  it.each([
    [90, hour, 1.5, 1500],
    [100, hour, 2, 2000],
    [719, hour, 12, 12000],
    [720, halfDay, 1, 4000],
    [1080, halfDay, 1.5, 6000],
    [days(1), day, 1, 6000],
    [days(3), day, 3, 18000],
    [days(6), day, 6, 36000],
    [days(7), week, 1, 30000],
    [days(10), week, 1.43, 42900],
    [days(30), month, 1, 90000],
    [days(45), month, 1.5, 135000],
  ])('%s minutes -> %s x type %s = %s cents', (minutes, type, count, cents) => {
    const quote = quoteHire(all, minutes)
    expect(quote).toMatchObject({ tier: type, type, count, hireCents: cents, fallback: 'none' })
  })
})

describe('quoteHire fallbacks', () => {
  it.each([
    ['no week: days', without(week), days(10), day, 10, 60000, 'smaller'],
    ['only hours', [p(hour, 10)], days(10), hour, 240, 240000, 'smaller'],
    ['no month: weeks', without(month), days(45), week, 6.43, 192900, 'smaller'],
    ['no month or week: days', without(month, week), days(45), day, 45, 270000, 'smaller'],
    ['no day: half days', without(day), days(2), halfDay, 4, 16000, 'smaller'],
    ['no half day: hours', without(halfDay), 1080, hour, 18, 18000, 'smaller'],
    ['no hour: one half day', without(hour), 180, halfDay, 1, 4000, 'larger'],
    ['only a day price: one day', [p(day, 60)], 180, day, 1, 6000, 'larger'],
    ['only a month price: one month', [p(month, 900)], days(10), month, 1, 90000, 'larger'],
  ] as const)('%s', (_, prices, minutes, type, count, cents, fallback) => {
    expect(quoteHire(prices, minutes)).toMatchObject({ type, count, hireCents: cents, fallback })
  })

  it('counts a larger unit pro rata when asked (overdue days)', () => {
    expect(quoteHire([p(week, 300)], days(3), 1, { larger: 'proRata' })).toMatchObject({
      type: week,
      count: 0.43,
      hireCents: 12900,
      fallback: 'larger',
    })
  })
})

describe('quoteHire amounts', () => {
  it('multiplies by units or people after rounding one', () => {
    expect(quoteHire(all, days(2), 3)).toMatchObject({ eachCents: 12000, hireCents: 36000 })
    expect(quoteHire([p(week, 99.99)], days(10), 2)).toMatchObject({
      unitCents: 9999,
      eachCents: 14299,
      hireCents: 28598,
    })
  })
  it('keeps cents exact', () => {
    expect(quoteHire([p(day, 19.99)], days(3))?.hireCents).toBe(5997)
  })
  it.each([
    ['no length', all, 0, 1],
    ['negative length', all, -60, 1],
    ['no quantity', all, 60, 0],
    ['a fractional quantity', all, 60, 1.5],
    ['no prices', [], 60, 1],
    ['only zero prices', [p(day, 0)], 60, 1],
  ] as const)('is null with %s', (_, prices, minutes, quantity) => {
    expect(quoteHire(prices, minutes, quantity)).toBeNull()
  })
})

describe('priceMap', () => {
  it('keeps the first price of a type and drops unusable ones', () => {
    const map = priceMap([p(day, 60), p(day, 80), p(week, -1), { type: 9 as 1, amount: 5 }])
    expect([...map]).toEqual([[day, 6000]])
  })
})
