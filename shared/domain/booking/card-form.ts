/**
 * Card forms (spec part 2 section 5, part 3 section 5). The name takes letters and spaces
 * only; the edit form's expiry is typed as MM/YY, digits and a slash, at most 5 characters,
 * and is refused ('Please Enter valid expiry date') when empty, badly formed, with a month
 * above 12, or already past. The sandbox tokeniser checks numbers as a card network would.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { checkCardholderName } from '../../contract/checkout/payments.ts'

export { checkCardholderName }

/** What the name input keeps of what is typed. */
export function cleanCardholderName(text: string): string {
  return text.replace(/[^A-Za-z ]/g, '')
}

/** What the expiry input keeps of what is typed: digits and '/', 5 characters. */
export function cleanExpiry(text: string): string {
  return text.replace(/[^\d/]/g, '').slice(0, 5)
}

export interface Expiry {
  exp_month: number
  /** four digits */
  exp_year: number
}

/** An expiry that has not passed: cards work to the end of their month. */
export function expiryCurrent(expiry: Expiry, now: number): boolean {
  const today = new Date(now)
  const year = today.getFullYear()
  return (
    expiry.exp_year > year || (expiry.exp_year === year && expiry.exp_month >= today.getMonth() + 1)
  )
}

/** 'MM/YY' to month and four-digit year, or null. */
export function parseExpiry(text: string, now: number): Expiry | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text)
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  const expiry = { exp_month: month, exp_year: 2000 + Number(match[2]) }
  return expiryCurrent(expiry, now) ? expiry : null
}

export function checkExpiry(text: string, now: number): string | null {
  return parseExpiry(text, now) ? null : bookingMessages.expiryInvalid
}

/** '03/27' for the edit form. */
export function formatExpiry(expiry: Expiry): string {
  return `${String(expiry.exp_month).padStart(2, '0')}/${String(expiry.exp_year % 100).padStart(2, '0')}`
}

/** Luhn's check digit, as every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A card number with spaces: 12 to 19 digits passing Luhn. */
export function cardNumberValid(number: string): boolean {
  const digits = number.replace(/ /g, '')
  return /^\d{12,19}$/.test(digits) && luhnValid(digits)
}

export function cardBrand(number: string): string {
  const digits = number.replace(/ /g, '')
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'card'
}

/** Checkout and the payment pages need a saved card. */
export function checkCardChosen(
  cardId: string | null,
  where: 'checkout' | 'payment',
): string | null {
  if (cardId) return null
  return where === 'checkout'
    ? bookingMessages.cardRequiredAtCheckout
    : bookingMessages.cardRequiredForPayment
}
