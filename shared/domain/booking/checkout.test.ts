import { describe, expect, it } from 'vitest'
import { bookingMessages } from '../../contract/booking/messages.ts'
import { itemKind, type Price, priceType } from '../../contract/catalogue/catalogue.ts'
import {
  amountsMatch,
  bondFor,
  type CheckoutInput,
  type CheckoutQuote,
  quoteCheckout,
} from './checkout.ts'
import { DAY, MINUTE } from './period.ts'

const { hour, halfDay, day, week, month } = priceType
const prices: Price[] = [
  { type: hour, amount: 10 },
  { type: halfDay, amount: 40 },
  { type: day, amount: 60 },
  { type: week, amount: 300 },
  { type: month, amount: 900 },
]
const D = 1_795_000_000_000
const product = {
  price: prices,
  bond: 50,
  isInsuranceAvailable: false,
  itemCategoryType: itemKind.product,
}

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    item: product,
    period: { startDate: D, endDate: D + 2 * DAY },
    quantity: 1,
    standard: false,
    discount: false,
    creditCents: null,
    now: D - 3 * DAY,
    ...overrides,
  }
}

function quote(overrides: Partial<CheckoutInput> = {}): CheckoutQuote {
  const result = quoteCheckout(input(overrides))
  if (!result.ok) throw new Error(result.message)
  return result.quote
}

describe('quoteCheckout amounts', () => {
  it.each([
    ['three days', {}, 18000, 0, 5000, 0, 23000],
    [
      'with insurance',
      { item: { ...product, isInsuranceAvailable: true } },
      18000,
      3600,
      5000,
      0,
      26600,
    ],
    ['two units', { quantity: 2 }, 36000, 0, 10000, 0, 46000],
    [
      'an experience for four',
      { item: { ...product, itemCategoryType: itemKind.experience }, quantity: 4 },
      72000,
      0,
      5000,
      0,
      77000,
    ],
    ['a credit', { discount: true, creditCents: 2000 }, 18000, 0, 5000, 2000, 21000],
    ['a credit not asked for', { creditCents: 2000 }, 18000, 0, 5000, 0, 23000],
    ['no bond', { item: { ...product, bond: 0 } }, 18000, 0, 0, 0, 18000],
    [
      'hourly, 9:00 to 11:30',
      { period: { startDate: D, endDate: D, startTime: 540, endTime: 690 } },
      2500,
      0,
      5000,
      0,
      7500,
    ],
    ['ten days', { period: { startDate: D, endDate: D + 9 * DAY } }, 42900, 0, 5000, 0, 47900],
  ] as const)('%s', (_, overrides, hire, security, bond, discount, total) => {
    const result = quote(overrides as Partial<CheckoutInput>)
    expect(result).toMatchObject({
      hireCents: hire,
      securityDepositCents: security,
      bondCents: bond,
      discountCents: discount,
      totalCents: total,
    })
    expect(result.lines.at(-1)).toEqual({ kind: 'total', cents: total })
    const sum = result.lines.slice(0, -1).reduce((acc, line) => acc + line.cents, 0)
    expect(sum).toBe(total)
  })

  it('turns the discount off under $100 and keeps it from $100', () => {
    const cheap = (amount: number) => ({ ...product, price: [{ type: day, amount }] as Price[] })
    const under = quote({
      item: cheap(99.99),
      period: { startDate: D, endDate: D },
      discount: true,
      creditCents: 2000,
    })
    expect(under).toMatchObject({ hireCents: 9999, discountCents: 0, discountRefused: true })
    const at = quote({
      item: cheap(100),
      period: { startDate: D, endDate: D },
      discount: true,
      creditCents: 2000,
    })
    expect(at).toMatchObject({ hireCents: 10000, discountCents: 2000, discountRefused: false })
  })

  it('lists only the rows that apply, in order', () => {
    expect(quote().lines.map((line) => line.kind)).toEqual(['hire', 'bond', 'total'])
    const full = quote({
      item: { ...product, isInsuranceAvailable: true },
      discount: true,
      creditCents: 2000,
    })
    expect(full.lines).toEqual([
      { kind: 'hire', cents: 18000 },
      { kind: 'securityDeposit', cents: 3600 },
      { kind: 'bond', cents: 5000 },
      { kind: 'discount', cents: -2000 },
      { kind: 'total', cents: 24600 },
    ])
  })
})

describe('quoteCheckout payment plan', () => {
  it.each([
    ['in full, 3 days ahead', false, D - 3 * DAY, 23000, 0, 0],
    ['standard, 3 days ahead', true, D - 3 * DAY, 14000, 9000, 0],
    ['in full, 10 days ahead', false, D - 10 * DAY, 18000, 0, 5000],
    ['standard, 10 days ahead', true, D - 10 * DAY, 9000, 9000, 5000],
  ] as const)('%s', (_, standard, now, nowCents, atPickUp, bondLater) => {
    expect(quote({ standard, now }).plan).toMatchObject({
      nowCents,
      atPickUpCents: atPickUp,
      bondLaterCents: bondLater,
    })
  })
})

describe('quoteCheckout refusals', () => {
  it.each([
    ['an end before the start', { period: { startDate: D, endDate: D - DAY } }],
    ['a start day already over', { now: D + DAY }],
    [
      'a start time already past',
      { period: { startDate: D, endDate: D, startTime: 600, endTime: 660 }, now: D + 601 * MINUTE },
    ],
    ['an item without prices', { item: { ...product, price: [] } }],
    ['no quantity', { quantity: 0 }],
  ] as const)('refuses %s', (_, overrides) => {
    expect(quoteCheckout(input(overrides as Partial<CheckoutInput>))).toEqual({
      ok: false,
      message: bookingMessages.properDate,
    })
  })
  it('accepts a start later today', () => {
    const result = quoteCheckout(
      input({
        period: { startDate: D, endDate: D, startTime: 600, endTime: 660 },
        now: D + 599 * MINUTE,
      }),
    )
    expect(result.ok).toBe(true)
    expect(quoteCheckout(input({ now: D + DAY - 1 })).ok).toBe(true)
  })
})

describe('bondFor and amountsMatch', () => {
  it('holds a bond per unit of a product and once for an experience', () => {
    expect(bondFor(product, 3)).toBe(15000)
    expect(bondFor({ ...product, itemCategoryType: itemKind.experience }, 3)).toBe(5000)
    expect(bondFor({ ...product, bond: -1 }, 1)).toBe(0)
  })
  it('compares what the client sent in dollars', () => {
    const result = quote({ item: { ...product, isInsuranceAvailable: true } })
    const sent = { hireCost: 180, securityDeposit: 36, bond: 50, totalCost: 266 }
    expect(amountsMatch(result, sent)).toBe(true)
    expect(amountsMatch(result, { ...sent, totalCost: 265.99 })).toBe(false)
    expect(amountsMatch(result, { ...sent, securityDeposit: 0 })).toBe(false)
  })
})
