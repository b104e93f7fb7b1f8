/**
 * What card inputs keep of what is typed, shared by the sandbox fields and the edit form.
 * The expiry is MM/YY with the slash added as the month is completed, at most 5 characters
 * (spec part 2 section 5); the number is grouped in fours like the card itself.
 */
import { cleanExpiry } from '../../domain/booking/card-form.ts'

/** Up to 19 digits, in groups of four: '4242 4242 4242 4242'. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The expiry after an edit from `previous` to `typed`: digits and one slash, the slash put
 * in after two digits of month, a single digit above 1 (or one followed by a slash) read as a month ('4' → '04/'),
 * and a deleted slash taking its month digit with it so backspace never sticks.
 */
export function typeExpiry(previous: string, typed: string): string {
  const text = typed.replace(/[^\d/]/g, '')
  const deleting = text.length < previous.length
  if (deleting) {
    return previous.endsWith('/') && text === previous.slice(0, -1)
      ? text.slice(0, 1)
      : cleanExpiry(text)
  }
  const digits = text.replace(/\D/g, '').slice(0, 4)
  // '4' can only be April; '1/' is January once the slash says the month is done.
  if (/^[2-9]$/.test(digits) || (/^1$/.test(digits) && text.includes('/'))) return `0${digits}/`
  if (digits.length < 2) return text
  const month = digits.slice(0, 2)
  const year = digits.slice(2, 4)
  return `${month}/${year}`
}

/** Three or four digits. */
export function cleanCvc(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4)
}

export function cvcValid(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc)
}
