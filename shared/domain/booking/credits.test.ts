import { describe, expect, it } from 'vitest'
import { bookingMessages } from '../../contract/booking/messages.ts'
import { checkCoupon, couponAllowed, discountCents, pickCredit } from './credits.ts'

describe('the $100 coupon rule', () => {
  it.each([
    [0, false],
    [9999, false],
    [10000, true],
    [10001, true],
  ])('a hire of %s cents may use a credit: %s', (hire, allowed) => {
    expect(couponAllowed(hire)).toBe(allowed)
    expect(checkCoupon(hire)).toBe(allowed ? null : bookingMessages.couponMinimum)
  })
  it.each([
    [18000, 2000, 2000],
    [9999, 2000, 0],
    [10000, 2000, 2000],
    [10000, 20000, 10000],
    [18000, null, 0],
    [18000, 0, 0],
    [18000, -5, 0],
  ])('hire %s with credit %s -> discount %s', (hire, credit, discount) => {
    expect(discountCents(hire, credit)).toBe(discount)
  })
})

describe('pickCredit', () => {
  const now = Date.parse('2026-11-21T00:00:00Z')
  const credit = (id: string, expiresAt: string, amount = 20, isExpired = false) => ({
    _id: id,
    amount,
    expiresAt,
    isExpired,
  })
  it('uses the credit that expires first among valid ones', () => {
    const credits = [
      credit('late', '2027-05-01T00:00:00Z'),
      credit('soon', '2026-12-01T00:00:00Z'),
      credit('gone', '2026-11-20T00:00:00Z'),
      credit('flagged', '2026-11-25T00:00:00Z', 20, true),
      credit('empty', '2026-11-22T00:00:00Z', 0),
    ]
    expect(pickCredit(credits, now)?._id).toBe('soon')
  })
  it('is null without a valid credit', () => {
    expect(pickCredit([], now)).toBeNull()
    expect(pickCredit([credit('edge', '2026-11-21T00:00:00Z')], now)).toBeNull()
  })
})
