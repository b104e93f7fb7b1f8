import { describe, expect, it } from 'vitest'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import { checkTip, presetTipCents, type TipChoice, tipCents } from './tip.ts'

describe('tip amounts', () => {
  it.each([
    [10, 12345, 1235],
    [20, 12345, 2469],
    [10, 23000, 2300],
    [20, 500, 100],
  ] as const)('%s%% of %s cents = %s', (percent, total, cents) => {
    expect(presetTipCents(percent, total)).toBe(cents)
  })
  it.each([
    ['5', 500],
    ['$5', 500],
    [' 1.5 ', 150],
    ['1.05', 105],
    ['abc', null],
    ['', null],
    ['1.234', null],
    ['-5', null],
  ])('custom %j -> %s cents', (amount, cents) => {
    expect(tipCents({ kind: 'custom', amount }, 10000)).toBe(cents)
  })
  it('has no amount without a choice', () => {
    expect(tipCents({ kind: 'none' }, 10000)).toBeNull()
  })
})

describe('checkTip', () => {
  it.each([
    [{ kind: 'none' }, 10000, bookingMessages.tipOption],
    [{ kind: 'percent', percent: 10 }, 10000, null],
    [{ kind: 'percent', percent: 10 }, 500, bookingMessages.tipMinimum],
    [{ kind: 'percent', percent: 20 }, 500, null],
    [{ kind: 'percent', percent: 20 }, 498, null],
    [{ kind: 'percent', percent: 20 }, 497, bookingMessages.tipMinimum],
    [{ kind: 'custom', amount: '1' }, 0, null],
    [{ kind: 'custom', amount: '1.00' }, 0, null],
    [{ kind: 'custom', amount: '0.99' }, 0, bookingMessages.tipMinimum],
    [{ kind: 'custom', amount: '0' }, 0, bookingMessages.tipMinimum],
    [{ kind: 'custom', amount: '' }, 0, bookingMessages.tipMinimum],
    [{ kind: 'custom', amount: 'ten' }, 0, bookingMessages.tipMinimum],
    [{ kind: 'custom', amount: '10000' }, 0, null],
    [{ kind: 'custom', amount: '10000.01' }, 0, bookingApiMessages.tipMaximum],
  ] as [TipChoice, number, string | null][])('%o on %s -> %s', (choice, total, message) => {
    expect(checkTip(choice, total)).toBe(message)
  })
})
