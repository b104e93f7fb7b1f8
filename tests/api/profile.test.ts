import { expect, it } from 'vitest'
import type {
  AccountUser,
  ProfileData,
  ProfileViewData,
  SettingsData,
} from '../../shared/contract/account/profile.ts'
import {
  latestCode,
  outboxFor,
  profiledAccount,
  send,
  signIn,
  uniqueMobile,
  verifiedAccount,
  verifyPhone,
  wrongCode,
} from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

const profileNameRule = 'Last Name must be at least 3 - 20 letter and must include letter.'

describeApi('profile', (api) => {
  it('answers the whole User entity, bank details only as present or not', async () => {
    const login = await signIn(api(), 'supplier@example.com')
    const auth = bearer(String(login.body.data.accessToken))
    const { user } = await api().get<ProfileData>('/user/profile', auth)
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'bankDetail',
        'countryCode',
        'documentBackImage',
        'documentFrontImage',
        'email',
        'firstName',
        'isPhoneVerified',
        'lastName',
        'location',
        'messageSetting',
        'mobileNo',
        'profilePicture',
        'profileStep',
        'referralCode',
        'reminderSetting',
        'userType',
        'verifyStatus',
      ].sort(),
    )
    expect(user).toMatchObject({
      email: 'supplier@example.com',
      bankDetail: true,
      isPhoneVerified: true,
      countryCode: '+61',
      messageSetting: { email: true, push: true, sms: true },
      location: { address: 'Manly NSW, Australia' },
    })
    expect(JSON.stringify(user)).not.toContain('062-000')
    expect((login.body.data.user as AccountUser).bankDetail).toBe(true)
  })

  it('refuses profile calls without a user: 401 without a token, 403 for guests', async () => {
    expect((await api().call('/user/profile')).status).toBe(401)
    const guest = await send(api(), 'POST', '/user/guest-login', {})
    const response = await api().call('/user/profile', {
      auth: bearer(String(guest.body.data.accessToken)),
    })
    expect(response.status).toBe(403)
  })

  it('updates names with the profile rule and the address as a whole', async () => {
    const account = await profiledAccount(api())
    const auth = bearer(account.token)
    const patch = (body: unknown) => send(api(), 'PATCH', '/user/profile', body, auth)
    for (const lastName of ['Li', 'Nguyen7', 'Abcdefghijklmnopqrstu']) {
      expect((await patch({ lastName })).body).toEqual({
        statusCode: 400,
        message: profileNameRule,
      })
    }
    expect((await patch({ firstName: 'Jo' })).body.message).toBe(profileNameRule)
    expect((await patch({ address: 'Manly NSW, Australia' })).body.message).toBe(
      'Send address, latitude and longitude together.',
    )
    const place = { address: 'Manly NSW, Australia', latitude: -33.797, longitude: 151.287 }
    const saved = await patch({ firstName: 'Amelia', lastName: 'Wilson', ...place })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Successfully Updated')
    const { user } = await api().get<ProfileData>('/user/profile', auth)
    expect(user).toMatchObject({ firstName: 'Amelia', lastName: 'Wilson', location: place })
    expect((await patch({})).status).toBe(200)
    expect((await patch({ latitude: 100, longitude: 1, address: 'x' })).status).toBe(400)
  })

  it('keeps notification settings', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const set = (body: unknown) => send(api(), 'PUT', '/user/setting', body, auth)
    const off = await set({ status: false, type: 3, category: 2 })
    expect(off.body.data as unknown as SettingsData).toEqual({
      messageSetting: { email: true, push: true, sms: true },
      reminderSetting: { email: true, push: true, sms: false },
    })
    await set({ status: false, type: 2, category: 1 })
    const { user } = await api().get<ProfileData>('/user/profile', auth)
    expect(user.messageSetting).toEqual({ email: true, push: false, sms: true })
    expect(user.reminderSetting).toEqual({ email: true, push: true, sms: false })
    await set({ status: true, type: 3, category: 2 })
    const again = await api().get<ProfileData>('/user/profile', auth)
    expect(again.user.reminderSetting.sms).toBe(true)
    expect((await set({ status: 'off', type: 1, category: 1 })).status).toBe(400)
    expect((await set({ status: true, type: 4, category: 1 })).body.message).toBe(
      'type must be one of 1, 2, 3 (got 4)',
    )
    expect((await set({ status: true, type: 1 })).body.message).toBe('category is required')
  })

  it('changes the phone number with an SMS code', async () => {
    const account = await profiledAccount(api())
    const auth = bearer(account.token)
    const mobileNo = uniqueMobile()
    const phone = { countryCode: '+61', mobileNo: `${mobileNo.slice(0, 4)} ${mobileNo.slice(4)}` }
    expect((await send(api(), 'POST', '/user/change-mobileNo', phone, auth)).status).toBe(200)
    const address = `+61${mobileNo.slice(1)}`
    const [sms] = (await outboxFor(api(), address)).list
    expect(sms).toMatchObject({ to: address, channel: 'sms' })
    const verify = (otp: string) =>
      send(api(), 'POST', '/user/verify-change-otp', { ...phone, otp }, auth)
    expect((await verify(wrongCode(String(sms?.code)))).body.message).toBe(
      'Please enter valid OTP.',
    )
    // Until confirmed, the old number stays.
    const before = await api().get<ProfileData>('/user/profile', auth)
    expect(before.user.mobileNo).toBe(account.mobileNo)
    const done = await verify(String(sms?.code))
    expect((done.body.data as unknown as ProfileData).user).toMatchObject({
      mobileNo,
      countryCode: '+61',
      isPhoneVerified: true,
    })
    // A verified number belongs to one account.
    const other = await verifiedAccount(api())
    const taken = await send(api(), 'POST', '/user/change-mobileNo', phone, bearer(other.token))
    expect(taken.body).toEqual({
      statusCode: 409,
      message: 'This phone number is already used by another account.',
    })
    const invalid = await send(
      api(),
      'POST',
      '/user/change-mobileNo',
      { countryCode: '+61', mobileNo: '12ab' },
      auth,
    )
    expect(invalid.body.message).toBe('The phone number is required or verification is pending.')
  })

  it("does not accept another user's phone code", async () => {
    const owner = await verifiedAccount(api())
    const mobileNo = uniqueMobile()
    await send(
      api(),
      'POST',
      '/user/change-mobileNo',
      { countryCode: '+61', mobileNo },
      bearer(owner.token),
    )
    const otp = await latestCode(api(), `+61${mobileNo.slice(1)}`)
    const thief = await verifiedAccount(api())
    const stolen = await send(
      api(),
      'POST',
      '/user/verify-change-otp',
      { countryCode: '+61', mobileNo, otp },
      bearer(thief.token),
    )
    expect(stolen.status).toBe(400)
    await verifyPhone(api(), thief)
  })

  it('shows a public profile without private details', async () => {
    const supplier = await signIn(api(), 'supplier@example.com')
    const id = String((supplier.body.data.user as AccountUser)._id)
    const { user } = await api().get<ProfileViewData>(`/user/profile-view/${id}`)
    expect(user).toMatchObject({
      _id: id,
      verifyStatus: 'VERIFIED',
      address: 'Manly NSW, Australia',
    })
    expect(user.totalHireItem).toBeGreaterThan(5)
    for (const key of ['email', 'mobileNo', 'bankDetail', 'referralCode', 'documentFrontImage']) {
      expect(user).not.toHaveProperty(key)
    }
    expect((await api().call('/user/profile-view/nope')).status).toBe(400)
    const missing = await api().call('/user/profile-view/00000000-0000-4000-8000-000000000000')
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'User not found.' })
    expect((await api().call(`/user/profile-view/${id}`, { auth: null })).status).toBe(401)
  })
})
