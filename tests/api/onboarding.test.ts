import { expect, it } from 'vitest'
import type { AccountSessionData } from '../../shared/contract/account/account.ts'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import type { CategoriesData } from '../../shared/contract/catalogue/catalogue.ts'
import {
  bondi,
  identityCheck,
  outboxFor,
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
    expect(list[0]).toMatchObject({
      to: email,
      channel: 'email',
      code: expect.stringMatching(/^\d{5}$/),
    })
    expect(list[0]?.body).toContain(String(list[0]?.code))

    // The onboarding session works before verification; the profile waits for it.
    const early = bearer(session.accessToken)
    expect((await api().get<ProfileData>('/user/profile', early)).user.profileStep).toBe(413)
    const tooEarly = await send(
      api(),
      'POST',
      '/user/profile',
      {
        firstName: 'Olivia',
        lastName: 'Nguyen',
        countryCode: '+61',
        mobileNo: '0412000000',
        location: bondi,
      },
      early,
    )
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
    const profile = {
      firstName: 'Olivia',
      lastName: 'Nguyen',
      countryCode: '+61',
      mobileNo,
      location: bondi,
    }
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

  it('keeps the profile step order and checks the ID check once, for its own user', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const early = await send(api(), 'PUT', '/user/categories', { categories: [] }, auth)
    expect(early.body.message).toBe('Please select atleast one category')
    const { categoriesList } = await api().get<CategoriesData>('/user/categories?chunk=1', auth)
    const one = [String(categoriesList[0]?._id)]
    const notYet = await send(api(), 'PUT', '/user/categories', { categories: one }, auth)
    expect(notYet).toMatchObject({
      status: 400,
      body: { message: 'Please complete your profile first.' },
    })

    const mobileNo = await verifyPhone(api(), account)
    const other = await verifiedAccount(api())
    const othersCheck = await identityCheck(api(), other.token)
    const profile = {
      firstName: 'Jack',
      lastName: 'Taylor',
      countryCode: '+61',
      mobileNo,
      location: bondi,
    }
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
    expect((await send(api(), 'POST', '/user/profile', { ...profile, ...mine }, auth)).status).toBe(
      200,
    )
    const reused = await send(api(), 'POST', '/user/profile', { ...profile, ...mine }, auth)
    expect(reused.status).toBe(400)
    // A different number than the verified one is refused.
    const otherNumber = { ...profile, mobileNo: uniqueMobile() }
    const wrongPhone = await send(api(), 'POST', '/user/profile', otherNumber, auth)
    expect(wrongPhone.body.message).toBe('The phone number is required or verification is pending.')
  })

  it('lets guests and anonymous callers read categories but not keep favourites', async () => {
    const guest = await send(api(), 'POST', '/user/guest-login', {})
    const auth = bearer(String(guest.body.data.accessToken))
    const list = await api().get<CategoriesData>('/user/categories?chunk=2', auth)
    expect(list.categoriesList).toHaveLength(2)
    const id = String(list.categoriesList[0]?._id)
    const one = await api().get<{ category: { _id: string; isSelected: boolean } }>(
      `/user/categories/${id}`,
    )
    expect(one.category).toMatchObject({ _id: id, isSelected: false })
    const denied = await send(api(), 'PUT', '/user/categories', { categories: [id] }, auth)
    expect(denied.status).toBe(403)
    expect((await api().call('/user/categories/not-an-id')).status).toBe(400)
    const missing = await api().call('/user/categories/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    const account = await profiledAccount(api())
    const unknown = await send(
      api(),
      'PUT',
      '/user/categories',
      {
        categories: [id, '00000000-0000-4000-8000-000000000000'],
      },
      bearer(account.token),
    )
    expect(unknown.body).toEqual({ statusCode: 400, message: 'Please select a valid category' })
    const profile = await api().get<ProfileData>('/user/profile', bearer(account.token))
    expect(profile.user.profileStep).toBe(415)
  })
})
