import { describe, expect, it } from 'vitest'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import { sandboxCards } from '../../contract/checkout/payments.ts'
import {
  cardBrand,
  cardNumberValid,
  checkCardChosen,
  checkCardholderName,
  checkExpiry,
  cleanCardholderName,
  cleanExpiry,
  formatExpiry,
  parseExpiry,
} from './card-form.ts'

// 15 November 2026, local time
const now = new Date(2026, 10, 15).getTime()

describe('cardholder name', () => {
  it.each([
    ['Jane Citizen', null],
    ['  Jane  ', null],
    ['', bookingApiMessages.cardholderRequired],
    ['   ', bookingApiMessages.cardholderRequired],
    ['Jane2', bookingApiMessages.cardholderName],
    ["O'Brien", bookingApiMessages.cardholderName],
    ['Zoë', bookingApiMessages.cardholderName],
    ['x'.repeat(101), bookingApiMessages.cardholderName],
  ])('%j -> %s', (name, message) => {
    expect(checkCardholderName(name)).toBe(message)
  })
  it('keeps only letters and spaces as typed', () => {
    expect(cleanCardholderName("Jane O'Brien-2")).toBe('Jane OBrien')
  })
})

describe('expiry MM/YY', () => {
  it.each([
    ['12/26', { exp_month: 12, exp_year: 2026 }],
    ['11/26', { exp_month: 11, exp_year: 2026 }],
    ['01/27', { exp_month: 1, exp_year: 2027 }],
    ['10/26', null],
    ['13/27', null],
    ['00/27', null],
    ['1/27', null],
    ['01/2027', null],
    ['0127', null],
    ['', null],
    ['ab/cd', null],
  ])('%j -> %o', (text, expiry) => {
    expect(parseExpiry(text, now)).toEqual(expiry)
    expect(checkExpiry(text, now)).toBe(expiry ? null : bookingMessages.expiryInvalid)
  })
  it.each([
    ['12/26', '12/26'],
    ['1a2/2b6', '12/26'],
    ['12/2026', '12/20'],
    ['12-26', '1226'],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(cleanExpiry(typed)).toBe(kept)
  })
  it('writes a saved expiry back as MM/YY', () => {
    expect(formatExpiry({ exp_month: 3, exp_year: 2027 })).toBe('03/27')
  })
})

describe('card numbers', () => {
  it.each([
    [sandboxCards.succeeds, true, 'visa'],
    [sandboxCards.declines, true, 'visa'],
    ['5555 5555 5555 4444', true, 'mastercard'],
    ['3782 822463 10005', true, 'amex'],
    ['4242 4242 4242 4241', false, 'visa'],
    ['4242', false, 'visa'],
    ['4242-4242-4242-4242', false, 'card'],
    ['6011 1111 1111 1117', true, 'card'],
  ])('%s valid %s, brand %s', (number, valid, brand) => {
    expect(cardNumberValid(number)).toBe(valid)
    if (valid) expect(cardBrand(number)).toBe(brand)
  })
})

describe('a card must be chosen', () => {
  it.each([
    ['card_1', 'checkout', null],
    [null, 'checkout', bookingMessages.cardRequiredAtCheckout],
    ['', 'payment', bookingMessages.cardRequiredForPayment],
    [null, 'payment', bookingMessages.cardRequiredForPayment],
  ] as const)('%j at %s -> %s', (cardId, where, message) => {
    expect(checkCardChosen(cardId, where)).toBe(message)
  })
})
