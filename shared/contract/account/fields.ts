/**
 * Superstruct fields for the account calls, built on the form rules of `account-rules.ts`
 * so a request the form would refuse is refused at the server with the same message.
 * A `rule` failure carries a whole user-facing sentence (the spec's wording), which the
 * server answers as is.
 */
import { array, enums, max, min, number, object, refine, type Struct, string } from 'superstruct'
import { id } from '../core/fields.ts'
import {
  accountLimits,
  accountMessages,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkProfileName,
  checkReferralCode,
} from './rules.ts'

/** The refinement name whose message is a complete sentence for the user. */
export const ruleRefinement = 'rule'

/** Refines a struct with a check answering a message or null. */
export function rule<T, S>(struct: Struct<T, S>, check: (value: T) => string | null) {
  return refine(struct, ruleRefinement, (value) => check(value) ?? true)
}

/** Addresses are compared and stored trimmed and lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()

export const accountEmail = () =>
  rule(string(), (value) => (value.length > 254 ? accountMessages.emailInvalid : checkEmail(value)))

/** A password being set (sign-up, reset, change): the form rule and at most 20 characters. */
export const newPassword = () =>
  rule(string(), (value) =>
    value.length > accountLimits.passwordMax ? accountMessages.passwordRule : checkPassword(value),
  )

/** A password being checked against the stored one: any text the user may have set. */
export const currentPassword = () =>
  rule(string(), (value) => (value ? null : accountMessages.passwordRequired))

/** Optional: '' means none, otherwise exactly 10 characters. */
export const referralCodeField = () => rule(string(), checkReferralCode)

/** Five digits, sent as text so a leading zero survives. */
export const otpField = () =>
  rule(string(), (value) =>
    new RegExp(`^\\d{${accountLimits.otpLength}}$`).test(value) ? null : accountMessages.otp,
  )

/** Onboarding names: letters, 3 to 120 characters. */
export const onboardingName = () => rule(string(), checkName)

/** Profile-page names: letters, 3 to 20 characters. */
export const profileName = () => rule(string(), checkProfileName)

/** A country calling code with its leading plus, e.g. +61. */
export const countryCodeField = () =>
  refine(string(), 'countryCode', (value) =>
    /^\+\d{1,4}$/.test(value) ? true : 'must be a + followed by 1 to 4 digits, e.g. +61',
  )

/** The national number: digits (spaces allowed), at least 8. */
export const mobileNoField = () =>
  rule(string(), (value) => (value.length > 20 ? accountMessages.phone : checkPhone(value, true)))

/** JSON coordinates. */
export const latitudeField = () => min(max(number(), 90), -90)
export const longitudeField = () => min(max(number(), 180), -180)

/** An address chosen from the place suggestions. */
export const addressField = () =>
  rule(string(), (value) => (value.trim() && value.length <= 300 ? null : accountMessages.address))

export const locationField = () =>
  object({ address: addressField(), latitude: latitudeField(), longitude: longitudeField() })

/** At least one category id (the favourite-category picker). */
export const categoryIdsField = () =>
  rule(array(id()), (value) =>
    value.length === 0 || value.length > 100 ? accountMessages.categoriesPicker : null,
  )

/** Strips spaces from a national number before storing or comparing it. */
export const normalizeMobileNo = (value: string) => value.replace(/\s/g, '')

/**
 * The address an SMS goes to: the country code and the national number without its
 * trunk zero (+61 and 0412 345 678 give +61412345678).
 */
export function phoneAddress(countryCode: string, mobileNo: string): string {
  return `${countryCode}${normalizeMobileNo(mobileNo).replace(/^0+/, '')}`
}

/**
 * How a phone number reads next to its country code: the national number as typed, less
 * its trunk zero (+61 and 0412 345 678 read '+61 412 345 678', never '+61 0412 345 678').
 */
export function phoneLabel(countryCode: string, mobileNo: string): string {
  return `${countryCode} ${mobileNo.trim().replace(/^0+\s*/, '')}`
}

export const userTypeField = () => enums(['INDIVIDUAL', 'BUSINESS'] as const)
