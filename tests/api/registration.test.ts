import { expect, it } from 'vitest'
import type { ReferralData } from '../../shared/contract/account/profile.ts'
import {
  bondi,
  outboxFor,
  password,
  register,
  send,
  uniqueEmail,
  verifiedAccount,
} from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

describeApi('registration', (api) => {
  it('refuses a second account with the same email (409), whatever its case', async () => {
    const { email } = await register(api())
    const again = await register(api(), { email: ` ${email.toUpperCase()} ` })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ statusCode: 409, message: 'Email id already exists' })
  })

  it('validates the registration body with the form rules', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: 'password1' },
        'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit',
      ],
      [
        { password: 'Password1Password1Pa!' },
        'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit',
      ],
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
      [{ otherUserReferralCode: 'ABC' }, 'Please enter a valid 10 digit referral code'],
      [{ otherUserReferralCode: 'ZZZZZZZZZZ' }, 'This referral code does not exist.'],
      [{ userType: 'ADMIN' }, 'userType must be one of INDIVIDUAL, BUSINESS (got "ADMIN")'],
    ]
    for (const [change, message] of cases) {
      const { status, body, email } = await register(api(), change)
      expect(status, message).toBe(400)
      expect(body, message).toEqual({ statusCode: 400, message })
      expect((await outboxFor(api(), email)).list).toHaveLength(0)
    }
    const missing = await send(api(), 'POST', '/user/register', { email: uniqueEmail('x') })
    expect(missing.body.message).toBe('password is required')
    const anonymous = await send(
      api(),
      'POST',
      '/user/register',
      { email: uniqueEmail('x'), password },
      null,
    )
    expect(anonymous.status).toBe(401)
  })

  it('gives the referrer a $20 credit for 6 months when someone signs up with their code', async () => {
    const referrer = await verifiedAccount(api())
    const auth = bearer(referrer.token)
    const before = await api().get<ReferralData>('/user/referral', auth)
    expect(before).toMatchObject({ list: [], total: 0, availableAmount: 0 })
    const friend = await register(api(), {
      otherUserReferralCode: before.referralCode.toLowerCase(),
    })
    expect(friend.status).toBe(200)
    const after = await api().get<ReferralData>('/user/referral', auth)
    expect(after.total).toBe(1)
    expect(after.availableAmount).toBe(20)
    const [credit] = after.list
    expect(credit).toMatchObject({ amount: 20, isExpired: false, referredUser: { firstName: '' } })
    const months =
      (Date.parse(String(credit?.expiresAt)) - Date.parse(String(credit?.created))) / 86_400_000
    expect(months).toBeGreaterThan(180)
    expect(months).toBeLessThan(185)
  })

  it('validates the profile completion body', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const good = {
      firstName: 'Olivia',
      lastName: 'Nguyen',
      countryCode: '+61',
      mobileNo: '0412345678',
      location: bondi,
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Al' }, 'Name must contain letters only'],
      [{ lastName: 'Nguyen2' }, 'Name must contain letters only'],
      [
        { countryCode: '61' },
        'countryCode must be a + followed by 1 to 4 digits, e.g. +61 (got "61")',
      ],
      [{ mobileNo: '1234' }, 'The phone number is required or verification is pending.'],
      [{ location: { ...bondi, address: ' ' } }, 'Please select an address from the suggestions'],
      [
        { location: { ...bondi, latitude: 'north' } },
        'location.latitude must be a number (got "north")',
      ],
      [{ location: undefined }, 'location is required'],
    ]
    for (const [change, message] of cases) {
      const { status, body } = await send(
        api(),
        'POST',
        '/user/profile',
        { ...good, ...change },
        auth,
      )
      expect(status, message).toBe(400)
      expect(body.message, message).toBe(message)
    }
  })
})
