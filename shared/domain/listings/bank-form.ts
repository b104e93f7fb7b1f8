/**
 * The payout bank form (spec part 3 sections 4, 5, 7 and 9): its rules and messages, the
 * POST /user/bank payload (AU, aud, individual, ssn_last_4 = the account's last 4 digits)
 * and the masking that shows only the last 3 digits of BSB and account.
 */
import type { BankPayload, BankSummary } from '../../contract/listings/bank.ts'
import { bankMessages as m } from '../../contract/listings/messages.ts'

export interface BankForm {
  firstName: string
  lastName: string
  bsbNumber: string
  accountNumber: string
  /** YYYY-MM-DD */
  dob: string
  city: string
  /** shown as Location */
  line1: string
  state: string
  postalCode: string
  mcc: string
  url: string
}

export type BankField = keyof BankForm | 'front' | 'back'

export const emptyBankForm: BankForm = {
  firstName: '',
  lastName: '',
  bsbNumber: '',
  accountNumber: '',
  dob: '',
  city: '',
  line1: '',
  state: '',
  postalCode: '',
  mcc: '',
  url: '',
}

const lettersAndSpaces = /^[A-Za-z ]+$/

function checkName(value: string, required: string, letters: string): string | null {
  if (!value.trim()) return required
  return lettersAndSpaces.test(value) ? null : letters
}

/** What the BSB and account inputs keep of what is typed: digits. */
export const digitsOf = (text: string) => text.replace(/\D/g, '')

/** A date of birth 'YYYY-MM-DD' that exists and is at least 18 years before `today`. */
export function parseDob(
  text: string,
  today: Date,
): { day: number; month: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null
  const adult = new Date(Date.UTC(year + 18, month - 1, day))
  return adult.getTime() <= today.getTime() ? { day, month, year } : null
}

/** One field's rule (errors show on blur and on save). */
export function checkBankField(field: keyof BankForm, form: BankForm, today: Date): string | null {
  const value = form[field]
  switch (field) {
    case 'firstName':
      return checkName(value, m.firstNameRequired, m.firstNameLetters)
    case 'lastName':
      return checkName(value, m.lastNameRequired, m.lastNameLetters)
    case 'bsbNumber':
      if (!value.trim()) return m.bsbRequired
      return /^\d{6}$/.test(value.replace(/[\s-]/g, '')) ? null : m.bsbDigits
    case 'accountNumber':
      if (!value.trim()) return m.accountRequired
      if (!/^\d+$/.test(value.trim())) return m.accountDigits
      return /^\d{5,9}$/.test(value.trim()) ? null : m.accountLength
    case 'dob':
      if (!value) return m.dobRequired
      return parseDob(value, today) ? null : m.dobInvalid
    case 'city':
      return value.trim() ? null : m.cityRequired
    case 'line1':
      return value.trim() ? null : m.locationRequired
    case 'state':
      return value.trim() ? null : m.stateRequired
    case 'postalCode':
      if (!value.trim()) return m.postalCodeRequired
      return /^\d{4}$/.test(value.trim()) ? null : m.postalCodeDigits
    case 'mcc':
      return !value.trim() || /^\d{4}$/.test(value.trim()) ? null : m.mccInvalid
    case 'url':
      return !value.trim() || isHttpUrl(value.trim()) ? null : m.urlInvalid
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export interface IdImages {
  front: { type: string } | null
  back: { type: string } | null
}

/** Front and back ID scans: both required, images only. */
export function checkIdImage(side: 'front' | 'back', file: { type: string } | null): string | null {
  if (!file) return side === 'front' ? m.frontRequired : m.backRequired
  return file.type.startsWith('image/') ? null : m.imageOnly
}

/** Every field's error; empty when the form may be saved. */
export function checkBankForm(
  form: BankForm,
  images: IdImages | null,
  today: Date,
): Partial<Record<BankField, string>> {
  const errors: Partial<Record<BankField, string>> = {}
  for (const field of Object.keys(emptyBankForm) as (keyof BankForm)[]) {
    const problem = checkBankField(field, form, today)
    if (problem) errors[field] = problem
  }
  if (images) {
    const front = checkIdImage('front', images.front)
    const back = checkIdImage('back', images.back)
    if (front) errors.front = front
    if (back) errors.back = back
  }
  return errors
}

/** The POST /user/bank payload. The form must have passed `checkBankForm`. */
export function buildBankPayload(form: BankForm, email: string, today: Date): BankPayload {
  const dob = parseDob(form.dob, today) ?? { day: 1, month: 1, year: 1900 }
  const account = form.accountNumber.trim()
  const payload: BankPayload = {
    country: 'AU',
    currency: 'aud',
    accountType: 'individual',
    accountNumber: account,
    bsbNumber: digitsOf(form.bsbNumber),
    Day: dob.day,
    Month: dob.month,
    Year: dob.year,
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email,
    address: {
      city: form.city.trim(),
      line1: form.line1.trim(),
      postal_code: form.postalCode.trim(),
      state: form.state.trim(),
    },
    ssn_last_4: account.slice(-4),
  }
  if (form.mcc.trim()) payload.mcc = form.mcc.trim()
  if (form.url.trim()) payload.url = form.url.trim()
  return payload
}

/**
 * The server's check of a payload: the form's rules on the same values, and ssn_last_4
 * matching the account number. Answers the first message.
 */
export function checkBankPayload(payload: BankPayload, today: Date): string | null {
  const form: BankForm = {
    firstName: payload.first_name,
    lastName: payload.last_name,
    bsbNumber: payload.bsbNumber,
    accountNumber: payload.accountNumber,
    dob: dobText({ day: payload.Day, month: payload.Month, year: payload.Year }),
    city: payload.address.city,
    line1: payload.address.line1,
    state: payload.address.state,
    postalCode: payload.address.postal_code,
    mcc: payload.mcc ?? '',
    url: payload.url ?? '',
  }
  const errors = checkBankForm(form, null, today)
  const first = Object.values(errors)[0]
  if (first) return first
  if (payload.ssn_last_4 !== payload.accountNumber.trim().slice(-4)) return m.accountDigits
  return null
}

/** Only the last 3 digits are shown, and not how many came before: '062000' -> '•••000'. */
export function maskDigits(value: string): string {
  return `•••${digitsOf(value).slice(-3)}`
}

/** A date of birth as the form's date field holds it: YYYY-MM-DD. */
function dobText({ day, month, year }: BankSummary['dob']): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(day)}`
}

/**
 * The saved details as the edit form starts: every field the summary tells in full. BSB and
 * account come masked, so they are typed again, as are the ID images.
 */
export function bankFormOf(saved: BankSummary): Partial<BankForm> {
  const { firstName, lastName, city, line1, state, postalCode, mcc, url } = saved
  return { firstName, lastName, dob: dobText(saved.dob), city, line1, state, postalCode, mcc, url }
}
