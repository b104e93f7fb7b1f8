import { describe, expect, it } from 'vitest'
import { cancellationRefund, type RefundInput, refundTier } from './cancellation.ts'
import { HOUR } from './period.ts'

const start = 1_795_000_000_000

describe('refundTier', () => {
  it.each([
    [72 * HOUR, 'full'],
    [48 * HOUR + 1, 'full'],
    [48 * HOUR, 'partial'],
    [36 * HOUR, 'partial'],
    [24 * HOUR, 'partial'],
    [24 * HOUR - 1, 'none'],
    [HOUR, 'none'],
    [0, 'none'],
    [-5 * HOUR, 'none'],
  ])('%s ms before the start -> %s', (before, tier) => {
    expect(refundTier(start, start - before)).toBe(tier)
  })
})

describe('cancellationRefund', () => {
  const base: RefundInput = {
    status: 'APPROVED',
    cancelledBy: 'hirer',
    standard: false,
    paidCents: 10000,
    bondPaidCents: 5000,
    startAt: start,
    requestedAt: start - 72 * HOUR,
  }
  it.each([
    ['more than 48 hours', {}, 'full', 10000, 0],
    ['36 hours, paid in full: 25% kept', { requestedAt: start - 36 * HOUR }, 'partial', 7500, 2500],
    [
      '36 hours, standard deposit: 50% kept',
      { requestedAt: start - 36 * HOUR, standard: true },
      'partial',
      5000,
      5000,
    ],
    ['odd cents', { requestedAt: start - 30 * HOUR, paidCents: 10001 }, 'partial', 7501, 2500],
    ['12 hours: nothing back', { requestedAt: start - 12 * HOUR }, 'none', 0, 10000],
    [
      'a request never approved, even late',
      { status: 'REQUESTED', requestedAt: start - HOUR },
      'full',
      10000,
      0,
    ],
    [
      'the supplier cancels, even late',
      { cancelledBy: 'supplier', requestedAt: start - HOUR },
      'full',
      10000,
      0,
    ],
    ['nothing paid', { paidCents: 0, requestedAt: start - 30 * HOUR }, 'partial', 0, 0],
  ] as const)('%s', (_, overrides, tier, refund, kept) => {
    const result = cancellationRefund({ ...base, ...(overrides as Partial<RefundInput>) })
    expect(result).toEqual({ tier, refundCents: refund, keptCents: kept, bondRefundCents: 5000 })
  })
  it('always returns the bond taken, and never a negative one', () => {
    expect(cancellationRefund({ ...base, requestedAt: start }).bondRefundCents).toBe(5000)
    expect(cancellationRefund({ ...base, bondPaidCents: 0 }).bondRefundCents).toBe(0)
    expect(cancellationRefund({ ...base, bondPaidCents: -1 }).bondRefundCents).toBe(0)
  })
})
