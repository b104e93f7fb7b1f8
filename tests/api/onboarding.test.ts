import { expect, it } from 'vitest'
import type { AccountSessionData } from '../../shared/contract/account.ts'
import type { CategoriesData } from '../../shared/contract/catalogue.ts'
import type { ProfileData, ReferralData } from '../../shared/contract/profile.ts'
import {
  bondi,
  identityCheck,
  latestCode,
  outboxFor,
  password,
  profiledAccount,
  register,
  send,
  signIn,
  uniqueEmail,
  uniqueMobile,
  verifiedAccount,
  verifyPhone,
} from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

describeApi('onboarding', (api) => {
  it('takes a new user from sign-up to profileStep 416', async () => {
    const email = uniqueEmail('journey')
    const registered = await register(api(), { email: email.toUpperCase() })
    expect(registered.status).toBe(200)
    const session = registered.data
    expect(session).toMatchObject({ profileStep: 413, userType: 'INDIVIDUAL' })
    expect(session.user).toMatchObject({ email, profileStep: 413, verifyStatus: 'PENDING' })
    expect(session.user.referralCode).toMatch(/^[A-Z2-9]{10}$/)

    // The code went to the outbox, addressed in lower case.
    const { list } = await outboxFor(api(), email)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ to: email, channel: 'email', code: expect.stringMatching(/^\d{5}$/) })
    expect(list[0]?.body).toContain(String(list[0]?.code))

    // The onboarding session works before verification; the profile waits for it.
    const early = bearer(session.accessToken)
    expect((await api().get<ProfileData>('/user/profile', early)).user.profileStep).toBe(413)
    const tooEarly = await send(api(), 'POST', '/user/profile', {
      firstName: 'Olivia',
      lastName: 'Nguyen',
      countryCode: '+61',
      mobileNo: '0412000000',
      location: bondi,
    }, early)
    expect(tooEarly.status).toBe(400)
    expect(tooEarly.body.message).toBe('Please verify your email address first.')

    const otp = String(list[0]?.code)
    const verified = await send(api(), 'PATCH', '/user/verify-otp', {
      email,
      otp,
      deviceId: 'test-device',
      deviceToken: '',
    })
    expect(verified.status).toBe(200)
    const afterVerify = verified.body.data as unknown as AccountSessionData
    expect(afterVerify.profileStep).toBe(414)
    const auth = bearer(afterVerify.accessToken)

    // The phone must be verified before the profile is accepted.
    const mobileNo = uniqueMobile()
    const profile = { firstName: 'Olivia', lastName: 'Nguyen', countryCode: '+61', mobileNo, location: bondi }
    const unverified = await send(api(), 'POST', '/user/profile', profile, auth)
    expect(unverified.status).toBe(400)
    expect(unverified.body.message).toBe('The phone number is required or verification is pending.')
    await verifyPhone(api(), { email, token: afterVerify.accessToken, userId: '' }, mobileNo)
    const sms = await outboxFor(api(), `+61${mobileNo.slice(1)}`)
    expect(sms.list[0]).toMatchObject({ channel: 'sms', subject: '' })

    const check = await identityCheck(api(), afterVerify.accessToken)
    const completed = await send(api(), 'POST', '/user/profile', { ...profile, ...check }, auth)
    expect(completed.status).toBe(200)
    expect(completed.body.message).toBe('Successfully Updated')
    expect(completed.body.data).toMatchObject({
      profileStep: 415,
      user: {
        firstName: 'Olivia',
        lastName: 'Nguyen',
        countryCode: '+61',
        mobileNo,
        isPhoneVerified: true,
        verifyStatus: 'VERIFIED',
        location: bondi,
      },
    })

    // Favourite categories end onboarding; home then shows them.
    const { categoriesList } = await api().get<CategoriesData>('/user/categories?chunk=10', auth)
    expect(categoriesList.every((category) => category.isSelected === false)).toBe(true)
    const chosen = categoriesList.slice(2, 4).map((category) => category._id)
    const saved = await send(api(), 'PUT', '/user/categories', { categories: chosen }, auth)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual({ categories: chosen, profileStep: 416 })
    const home = await api().get<CategoriesData>('/user/categories/home', auth)
    expect(home.categoriesList.map((category) => category._id).sort()).toEqual([...chosen].sort())
    const picker = await api().get<CategoriesData>('/user/categories?chunk=10', auth)
    expect(picker.categoriesList.filter((c) => c.isSelected).map((c) => c._id)).toEqual(chosen)

    const login = await signIn(api(), email)
    expect(login.body.data).toMatchObject({ profileStep: 416 })
  })

  it('refuses a second account with the same email (409), whatever its case', async () => {
    const { email } = await register(api())
    const again = await register(api(), { email: ` ${email.toUpperCase()} ` })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ statusCode: 409, message: 'Email id already exists' })
  })

  it('validates the registration body with the form rules', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'password1' }, 'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit'],
      [{ password: 'Password1Password1Pa!' }, 'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit'],
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
    const anonymous = await send(api(), 'POST', '/user/register', { email: uniqueEmail('x'), password }, null)
    expect(anonymous.status).toBe(401)
  })

  it("gives the referrer a $20 credit for 6 months when someone signs up with their code", async () => {
    const referrer = await verifiedAccount(api())
    const auth = bearer(referrer.token)
    const before = await api().get<ReferralData>('/user/referral', auth)
    expect(before).toMatchObject({ list: [], total: 0, availableAmount: 0 })
    const friend = await register(api(), { otherUserReferralCode: before.referralCode.toLowerCase() })
    expect(friend.status).toBe(200)
    const after = await api().get<ReferralData>('/user/referral', auth)
    expect(after.total).toBe(1)
    expect(after.availableAmount).toBe(20)
    const [credit] = after.list
    expect(credit).toMatchObject({ amount: 20, isExpired: false, referredUser: { firstName: '' } })
    const months = (Date.parse(String(credit?.expiresAt)) - Date.parse(String(credit?.created))) / 86_400_000
    expect(months).toBeGreaterThan(180)
    expect(months).toBeLessThan(185)
  })

  it('keeps the profile step order and checks the ID check once, for its own user', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const early = await send(api(), 'PUT', '/user/categories', { categories: [] }, auth)
    expect(early.body.message).toBe('Please select atleast one category')
    const { categoriesList } = await api().get<CategoriesData>('/user/categories?chunk=1', auth)
    const one = [String(categoriesList[0]?._id)]
    const notYet = await send(api(), 'PUT', '/user/categories', { categories: one }, auth)
    expect(notYet).toMatchObject({ status: 400, body: { message: 'Please complete your profile first.' } })

    const mobileNo = await verifyPhone(api(), account)
    const other = await verifiedAccount(api())
    const othersCheck = await identityCheck(api(), other.token)
    const profile = { firstName: 'Jack', lastName: 'Taylor', countryCode: '+61', mobileNo, location: bondi }
    for (const identity of [
      othersCheck,
      { code: 'made-up', transaction_id: othersCheck.transaction_id },
    ]) {
      const refused = await send(api(), 'POST', '/user/profile', { ...profile, ...identity }, auth)
      expect(refused.body).toEqual({
        statusCode: 400,
        message: 'The digital ID check could not be confirmed. Please try again.',
      })
    }
    const half = await send(api(), 'POST', '/user/profile', { ...profile, code: 'x' }, auth)
    expect(half.status).toBe(400)
    // The refused attempts wrote nothing.
    expect((await api().get<ProfileData>('/user/profile', auth)).user).toMatchObject({
      firstName: '',
      profileStep: 414,
    })
    const mine = await identityCheck(api(), account.token)
    expect((await send(api(), 'POST', '/user/profile', { ...profile, ...mine }, auth)).status).toBe(200)
    const reused = await send(api(), 'POST', '/user/profile', { ...profile, ...mine }, auth)
    expect(reused.status).toBe(400)
    // A different number than the verified one is refused.
    const otherNumber = { ...profile, mobileNo: uniqueMobile() }
    const wrongPhone = await send(api(), 'POST', '/user/profile', otherNumber, auth)
    expect(wrongPhone.body.message).toBe('The phone number is required or verification is pending.')
  })

  it('validates the profile completion body', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const good = { firstName: 'Olivia', lastName: 'Nguyen', countryCode: '+61', mobileNo: '0412345678', location: bondi }
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Al' }, 'Name must contain letters only'],
      [{ lastName: 'Nguyen2' }, 'Name must contain letters only'],
      [{ countryCode: '61' }, 'countryCode must be a + followed by 1 to 4 digits, e.g. +61 (got "61")'],
      [{ mobileNo: '1234' }, 'The phone number is required or verification is pending.'],
      [{ location: { ...bondi, address: ' ' } }, 'Please select an address from the suggestions'],
      [{ location: { ...bondi, latitude: 'north' } }, 'location.latitude must be a number (got "north")'],
      [{ location: undefined }, 'location is required'],
    ]
    for (const [change, message] of cases) {
      const { status, body } = await send(api(), 'POST', '/user/profile', { ...good, ...change }, auth)
      expect(status, message).toBe(400)
      expect(body.message, message).toBe(message)
    }
  })

  it('lets guests and anonymous callers read categories but not keep favourites', async () => {
    const guest = await send(api(), 'POST', '/user/guest-login', {})
    const auth = bearer(String(guest.body.data.accessToken))
    const list = await api().get<CategoriesData>('/user/categories?chunk=2', auth)
    expect(list.categoriesList).toHaveLength(2)
    const id = String(list.categoriesList[0]?._id)
    const one = await api().get<{ category: { _id: string; isSelected: boolean } }>(`/user/categories/${id}`)
    expect(one.category).toMatchObject({ _id: id, isSelected: false })
    const denied = await send(api(), 'PUT', '/user/categories', { categories: [id] }, auth)
    expect(denied.status).toBe(403)
    expect((await api().call('/user/categories/not-an-id')).status).toBe(400)
    const missing = await api().call('/user/categories/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    const account = await profiledAccount(api())
    const unknown = await send(api(), 'PUT', '/user/categories', {
      categories: [id, '00000000-0000-4000-8000-000000000000'],
    }, bearer(account.token))
    expect(unknown.body).toEqual({ statusCode: 400, message: 'Please select a valid category' })
    const profile = await api().get<ProfileData>('/user/profile', bearer(account.token))
    expect(profile.user.profileStep).toBe(415)
  })
})
