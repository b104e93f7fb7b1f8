import { describe, expect, it } from 'vitest'
import type { ReferralCredit } from '../../../shared/contract/checkout/payments.ts'
import {
  brandName,
  cardExpiryLabel,
  cardLabel,
  creditExpiryLabel,
  creditLabel,
  safeBack,
  usableCredits,
} from './labels.ts'

describe('card labels', () => {
  it('names a card by brand and last four digits, with its expiry', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242')
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005')
    expect(brandName('discover')).toBe('Card')
    expect(cardExpiryLabel({ exp_month: 3, exp_year: 2029 })).toBe('Expires 03/29')
  })
})

describe('credit labels', () => {
  it("says '$X for next 1 rent'", () => {
    expect(creditLabel(20)).toBe('$20 for next 1 rent')
    expect(creditLabel(12.5)).toBe('$12.50 for next 1 rent')
  })

  it('shows the expiry as DD MMM. YYYY', () => {
    expect(creditExpiryLabel('2026-06-12T10:00:00')).toBe('Expires 12 Jun. 2026')
    expect(creditExpiryLabel('not a date')).toBe('')
  })

  it('lists only credits still to spend, the soonest to expire first', () => {
    const credit = (id: string, expiresAt: string, more: Partial<ReferralCredit> = {}) =>
      ({
        _id: id,
        amount: 20,
        expiresAt,
        created: '',
        isExpired: false,
        referredUser: null,
        ...more,
      }) as ReferralCredit
    const now = Date.parse('2026-01-01T00:00:00Z')
    const list = [
      credit('later', '2026-09-01T00:00:00Z'),
      credit('used', '2026-03-01T00:00:00Z', { isUsed: true }),
      credit('expired', '2026-02-01T00:00:00Z', { isExpired: true }),
      credit('past', '2025-12-01T00:00:00Z'),
      credit('sooner', '2026-04-01T00:00:00Z'),
    ]
    expect(usableCredits(list, now).map((item) => item._id)).toEqual(['sooner', 'later'])
  })
})

describe('safeBack', () => {
  it.each([
    ['/item/booking?itemId=1', '/item/booking?itemId=1'],
    ['/payment-detail', '/payment-detail'],
    [null, '/payment-detail'],
    ['', '/payment-detail'],
    ['https://evil.example/', '/payment-detail'],
    ['//evil.example/', '/payment-detail'],
    ['/\\evil.example', '/payment-detail'],
    ['javascript:alert(1)', '/payment-detail'],
  ])('%s returns to %s', (back, path) => {
    expect(safeBack(back)).toBe(path)
  })
})
