import { mask, type Struct, StructError } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { registerBody } from './account.ts'
import { normalizeEmail, phoneAddress, phoneLabel, ruleRefinement } from './fields.ts'
import { completeProfileBody, updateProfileBody } from './profile.ts'
import { accountMessages } from './rules.ts'

function failure<T, S>(input: unknown, struct: Struct<T, S>) {
  try {
    mask(input, struct)
  } catch (error) {
    if (error instanceof StructError) return error.failures()[0]
  }
  return null
}

describe('account schemas', () => {
  it('fail with the form rule messages as rule refinements', () => {
    const weak = failure({ email: 'a@b.co', password: 'password' }, registerBody)
    expect(weak).toMatchObject({
      refinement: ruleRefinement,
      message: accountMessages.passwordRule,
    })
    const long = failure({ email: 'a@b.co', password: `Aa1${'x'.repeat(18)}` }, registerBody)
    expect(long?.message).toBe(accountMessages.passwordRule)
    const referral = failure(
      { email: 'a@b.co', password: 'Password1', otherUserReferralCode: '123' },
      registerBody,
    )
    expect(referral?.message).toBe(accountMessages.referralCode)
    expect(
      failure({ email: 'a@b.co', password: 'Password1', otherUserReferralCode: '' }, registerBody),
    ).toBeNull()
    expect(failure({ lastName: 'Nguyen1' }, updateProfileBody)?.message).toBe(
      accountMessages.lastNameProfile,
    )
  })

  it('accepts a complete profile', () => {
    const body = {
      firstName: 'Olivia',
      lastName: 'Nguyen',
      countryCode: '+61',
      mobileNo: '0412 345 678',
      location: { address: 'Bondi Beach NSW, Australia', latitude: -33.89, longitude: 151.27 },
    }
    expect(failure(body, completeProfileBody)).toBeNull()
    expect(failure({ ...body, countryCode: '61' }, completeProfileBody)?.key).toBe('countryCode')
  })

  it('normalises addresses', () => {
    expect(normalizeEmail('  Hirer@Example.COM ')).toBe('hirer@example.com')
    expect(phoneAddress('+61', '0412 345 678')).toBe('+61412345678')
    expect(phoneAddress('+1', '2025550123')).toBe('+12025550123')
  })

  it('writes a phone number after its country code without the trunk zero', () => {
    expect(phoneLabel('+61', '0412 345 678')).toBe('+61 412 345 678')
    expect(phoneLabel('+61', '0444326790')).toBe('+61 444326790')
    expect(phoneLabel('+61', '412345678')).toBe('+61 412345678')
    expect(phoneLabel('+1', '2025550123')).toBe('+1 2025550123')
  })
})
