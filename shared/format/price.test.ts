import { describe, expect, it } from 'vitest'
import { formatAmount, formatPrice, priceTypeLabel, primaryPrice } from './price.ts'

describe('price format', () => {
  it('labels every price type code', () => {
    expect([1, 2, 3, 4, 5].map(priceTypeLabel)).toEqual([
      'day',
      'week',
      'month',
      'hour',
      'half day',
    ])
  })

  it('shows two decimals and the unit', () => {
    expect(formatPrice({ amount: 45, type: 1 })).toBe('$45.00 / day')
    expect(formatPrice({ amount: 12.5, type: 5 })).toBe('$12.50 / half day')
    expect(formatPrice({ amount: 1250.456, type: 2 })).toBe('$1,250.46 / week')
    expect(formatPrice({ amount: 9.99, type: 4 })).toBe('$9.99 / hour')
  })

  it('keeps odd amounts readable', () => {
    expect(formatAmount(0)).toBe('$0.00')
    expect(formatAmount(-20)).toBe('-$20.00')
    expect(formatAmount(Number.NaN)).toBe('$0.00')
  })

  it('picks the first listed price', () => {
    const prices = [
      { amount: 30, type: 4 as const },
      { amount: 100, type: 1 as const },
    ]
    expect(primaryPrice(prices)).toEqual({ amount: 30, type: 4 })
    expect(primaryPrice([])).toBeUndefined()
    expect(primaryPrice(undefined)).toBeUndefined()
  })
})
