import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkName,
  checkOtp,
  checkPassword,
  checkPhone,
  checkProfileName,
  checkReferralCode,
  checkTerms,
  accountMessages as m,
  withPlus,
} from './rules.ts'

describe('email', () => {
  it.each([
    ['', m.emailRequired],
    ['   ', m.emailRequired],
    ['hirer', m.emailInvalid],
    ['hirer@example', m.emailInvalid],
    ['hirer@@example.com', m.emailInvalid],
    ['hirer@example.com', null],
    [' hirer@example.com.au ', null],
  ])('%j -> %j', (value, message) => expect(checkEmail(value)).toBe(message))
})

describe('password', () => {
  it.each([
    ['', m.passwordRequired],
    ['Passwo1', m.passwordRule], // 7 characters
    ['Password1', null], // 9, all classes
    ['Passwor1', null], // exactly 8
    ['password1', m.passwordRule], // no upper case
    ['PASSWORD1', m.passwordRule], // no lower case
    ['Password', m.passwordRule], // no digit
    ['@Password1', m.passwordRule], // starts with a symbol
    ['1Password', null], // starts with a digit
    ['Pass@word1!', null], // allowed symbols
    ['Pass#word1', m.passwordRule], // # is not allowed
    ['Pass word1', m.passwordRule], // spaces are not allowed
  ])('%j -> %j', (value, message) => expect(checkPassword(value)).toBe(message))
})

describe('referral code', () => {
  it.each([
    ['', null],
    ['ABCDEFGHI', m.referralCode],
    ['ABCDEFGHIJ', null],
    ['ABCDEFGHIJK', m.referralCode],
  ])('%j -> %j', (value, message) => expect(checkReferralCode(value)).toBe(message))
})

it('terms must be accepted', () => {
  expect(checkTerms(false)).toBe('Please agree to terms and conditions')
  expect(checkTerms(true)).toBeNull()
})

describe('OTP', () => {
  it.each([
    [['1', '2', '3', '4', '5'], 'a@b.co', null],
    [['1', '2', '3', '4'], 'a@b.co', m.otp],
    [['1', '2', '3', '4', ''], 'a@b.co', m.otp],
    [['1', '2', 'x', '4', '5'], 'a@b.co', m.otp],
    [['1', '2', '3', '4', '5'], null, m.otp],
    [['1', '2', '3', '4', '5'], '', m.otp],
  ])('%j with %j -> %j', (digits, email, message) => expect(checkOtp(digits, email)).toBe(message))
})

describe('names', () => {
  it.each([
    ['', m.nameRequired],
    ['Al', m.nameLetters],
    ['Ann', null],
    ['Mary-Jane', null],
    ['R2D2', m.nameLetters],
    ['A'.repeat(120), null],
    ['A'.repeat(121), m.nameLetters],
  ])('onboarding %j -> %j', (value, message) => expect(checkName(value)).toBe(message))

  it.each([
    ['Al', m.lastNameProfile],
    ['Ann', null],
    ['A'.repeat(20), null],
    ['A'.repeat(21), m.lastNameProfile],
    ['Smith3', m.lastNameProfile],
  ])('profile %j -> %j', (value, message) => expect(checkProfileName(value)).toBe(message))
})

describe('phone', () => {
  it.each([
    ['', true, m.phone],
    ['1234567', true, m.phone],
    ['12345678', true, null],
    ['412 345 678', true, null],
    ['412345678', false, m.phone],
    ['41234abcd', true, m.phone],
  ])('%j verified=%j -> %j', (value, verified, message) =>
    expect(checkPhone(value, verified)).toBe(message),
  )

  it('sends country codes with a leading plus', () => {
    expect(withPlus('61')).toBe('+61')
    expect(withPlus('+61')).toBe('+61')
    expect(withPlus('')).toBe('')
  })
})
