/**
 * Form rules for accounts (spec part 1 section 5), each a pure check answering the spec's
 * exact message or null. Forms show these messages; the server's schemas reuse the same
 * predicates so a request the form would refuse is refused at the server too.
 */

export const accountMessages = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Please enter your password',
  passwordRule:
    'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit',
  referralCode: 'Please enter a valid 10 digit referral code',
  terms: 'Please agree to terms and conditions',
  otp: 'Please enter valid OTP.',
  nameRequired: 'Please enter your name',
  nameLetters: 'Name must contain letters only',
  lastNameProfile: 'Last Name must be at least 3 - 20 letter and must include letter.',
  phone: 'The phone number is required or verification is pending.',
  address: 'Please select an address from the suggestions',
  categoriesPicker: 'Please select atleast one category',
  categoryRequired: 'Please select a category',
  saved: 'Successfully Updated',
} as const

export const accountLimits = {
  passwordMin: 8,
  passwordMax: 20,
  referralCodeLength: 10,
  otpLength: 5,
  nameMin: 3,
  nameMax: 120,
  profileNameMax: 20,
  phoneMin: 8,
  /** seconds before "Resend" appears */
  otpCountdownSeconds: 120,
} as const

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** Starts with a letter or digit; a lower case, an upper case and a digit; only @$!%*?& as symbols. */
const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d][A-Za-z\d@$!%*?&]{7,}$/
const lettersOnly = /^[A-Za-z][A-Za-z' -]*$/
const digitsOnly = /^\d+$/

export const isValidEmail = (value: string) => emailPattern.test(value.trim())
export const isValidPassword = (value: string) => passwordPattern.test(value)

export function checkEmail(value: string): string | null {
  if (!value.trim()) return accountMessages.emailRequired
  return isValidEmail(value) ? null : accountMessages.emailInvalid
}

export function checkPassword(value: string): string | null {
  if (!value) return accountMessages.passwordRequired
  return isValidPassword(value) ? null : accountMessages.passwordRule
}

/** The referral code is optional; when given it has exactly 10 characters. */
export function checkReferralCode(value: string): string | null {
  if (!value) return null
  return value.length === accountLimits.referralCodeLength ? null : accountMessages.referralCode
}

export function checkTerms(accepted: boolean): string | null {
  return accepted ? null : accountMessages.terms
}

/**
 * Five single digits. The email code is also invalid when no email is stored to verify it
 * against (pass null); the phone code passes nothing.
 */
export function checkOtp(digits: readonly string[], storedEmail?: string | null): string | null {
  const complete =
    digits.length === accountLimits.otpLength && digits.every((digit) => /^\d$/.test(digit))
  const emailMissing = storedEmail === null || storedEmail === ''
  return complete && !emailMissing ? null : accountMessages.otp
}

/** Onboarding form rule: required, letters only, 3 to 120 characters. */
export function checkName(value: string): string | null {
  const name = value.trim()
  if (!name) return accountMessages.nameRequired
  if (!lettersOnly.test(name)) return accountMessages.nameLetters
  if (name.length < accountLimits.nameMin || name.length > accountLimits.nameMax) {
    return accountMessages.nameLetters
  }
  return null
}

/** Profile save rule: 3 to 20 letters, no digits. */
export function checkProfileName(value: string): string | null {
  const name = value.trim()
  const fits = name.length >= accountLimits.nameMin && name.length <= accountLimits.profileNameMax
  return fits && lettersOnly.test(name) ? null : accountMessages.lastNameProfile
}

export function checkPhone(value: string, verified: boolean): string | null {
  const digits = value.replace(/\s/g, '')
  const fits = digits.length >= accountLimits.phoneMin && digitsOnly.test(digits)
  return fits && verified ? null : accountMessages.phone
}

/** Country codes are sent with a leading plus. */
export function withPlus(countryCode: string): string {
  const digits = countryCode.replace(/[^\d]/g, '')
  return digits ? `+${digits}` : ''
}
