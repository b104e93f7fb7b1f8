import { describe, expect, it } from 'vitest'
import { bankMessages as m } from '../../contract/listings/messages.ts'
import {
  type BankForm,
  buildBankPayload,
  checkBankField,
  checkBankForm,
  checkBankPayload,
  checkIdImage,
  maskDigits,
} from './bank-form.ts'
import { testBankPayload } from './test-draft.ts'

const today = new Date(Date.UTC(2026, 10, 25))
const form: BankForm = {
  firstName: 'Sam',
  lastName: 'Supplier',
  bsbNumber: '062-000',
  accountNumber: '000123456',
  dob: '1988-03-14',
  city: 'Manly',
  line1: '12 The Corso',
  state: 'NSW',
  postalCode: '2095',
  mcc: '',
  url: '',
}

describe('bank form fields', () => {
  it.each([
    ['firstName', '', m.firstNameRequired],
    ['firstName', 'Sam2', m.firstNameLetters],
    ['firstName', 'Mary Jane', null],
    ['lastName', ' ', m.lastNameRequired],
    ['lastName', "O'Neil", m.lastNameLetters],
    ['bsbNumber', '', m.bsbRequired],
    ['bsbNumber', '06200', m.bsbDigits],
    ['bsbNumber', '062000', null],
    ['accountNumber', '', m.accountRequired],
    ['accountNumber', '12a45', m.accountDigits],
    ['accountNumber', '1234', m.accountLength],
    ['accountNumber', '12345', null],
    ['accountNumber', '123456789', null],
    ['accountNumber', '1234567890', m.accountLength],
    ['dob', '', m.dobRequired],
    ['dob', '2008-11-25', null],
    ['dob', '2008-11-26', m.dobInvalid],
    ['dob', '1990-02-30', m.dobInvalid],
    ['city', '', m.cityRequired],
    ['line1', '', m.locationRequired],
    ['state', '', m.stateRequired],
    ['postalCode', '', m.postalCodeRequired],
    ['postalCode', '209', m.postalCodeDigits],
    ['mcc', '', null],
    ['mcc', '5734', null],
    ['mcc', '57', m.mccInvalid],
    ['url', '', null],
    ['url', 'https://gear.example.com', null],
    ['url', 'gear', m.urlInvalid],
  ] as const)('%s %j -> %s', (field, value, message) => {
    expect(checkBankField(field, { ...form, [field]: value }, today)).toBe(message)
  })

  it('needs both ID images, images only', () => {
    expect(checkIdImage('front', null)).toBe(m.frontRequired)
    expect(checkIdImage('back', null)).toBe(m.backRequired)
    expect(checkIdImage('front', { type: 'application/pdf' })).toBe(m.imageOnly)
    expect(checkIdImage('back', { type: 'image/png' })).toBeNull()
    expect(checkBankForm(form, { front: null, back: { type: 'image/png' } }, today)).toEqual({
      front: m.frontRequired,
    })
    expect(checkBankForm(form, null, today)).toEqual({})
  })
})

describe('bank payload', () => {
  it('is AU, aud, individual with the last 4 account digits', () => {
    const payload = buildBankPayload({ ...form, mcc: '5734' }, 'sam@example.com', today)
    expect(payload).toEqual({ ...testBankPayload, mcc: '5734' })
    expect(checkBankPayload(payload, today)).toBeNull()
    expect(checkBankPayload({ ...payload, ssn_last_4: '0000' }, today)).toBe(m.accountDigits)
    expect(checkBankPayload({ ...payload, first_name: '' }, today)).toBe(m.firstNameRequired)
  })
})

describe('masked numbers', () => {
  it.each([
    ['062000', '•••000'],
    ['062-000', '•••000'],
    ['000123456', '•••456'],
    ['12', '•••12'],
  ])('%s -> %s', (value, masked) => expect(maskDigits(value)).toBe(masked))
})
