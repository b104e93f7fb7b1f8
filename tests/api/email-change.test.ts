import { expect, it } from 'vitest'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import {
  latestCode,
  outboxFor,
  password,
  register,
  send,
  signIn,
  uniqueEmail,
  verifiedAccount,
  wrongCode,
} from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

describeApi('email change', (api) => {
  it('checks the password, sends a code to the new address and switches on the code', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const next = uniqueEmail('moved')
    const change = (body: unknown) => send(api(), 'POST', '/user/change-email', body, auth)
    const body = { email: next, countryCode: '+61', mobileNo: '0412345678', password }

    expect((await change({ ...body, password: 'Wrong1234' })).body).toEqual({
      statusCode: 400,
      message: 'The password is incorrect.',
    })
    expect((await change({ ...body, email: account.email.toUpperCase() })).body.message).toBe(
      'This is already your email address.',
    )
    const taken = await register(api())
    expect((await change({ ...body, email: taken.email })).body).toEqual({
      statusCode: 409,
      message: 'Email id already exists',
    })
    expect((await outboxFor(api(), taken.email)).list).toHaveLength(1)

    const sent = await change(body)
    expect(sent.status).toBe(200)
    expect(sent.body.data).toEqual({ email: next })
    const otp = await latestCode(api(), next)
    const verify = (email: string, code: string, as = auth) =>
      send(api(), 'PATCH', '/user/verify-change-email', { email, otp: code }, as)

    // Nobody else can use the code, and a wrong one counts as a try.
    const stranger = await verifiedAccount(api())
    expect((await verify(next, otp, bearer(stranger.token))).status).toBe(400)
    expect((await verify(next, wrongCode(otp))).body.message).toBe('Please enter valid OTP.')
    const done = await verify(next, otp)
    expect(done.status).toBe(200)
    expect((done.body.data as unknown as ProfileData).user.email).toBe(next)

    expect((await signIn(api(), account.email)).status).toBe(400)
    expect((await signIn(api(), next)).status).toBe(200)
    expect((await verify(next, otp)).status).toBe(400)
  })

  it('refuses the change when the address was taken after the code was sent', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const next = uniqueEmail('race')
    await send(api(), 'POST', '/user/change-email', { email: next, password }, auth)
    const otp = await latestCode(api(), next)
    expect((await register(api(), { email: next })).status).toBe(200)
    const late = await send(api(), 'PATCH', '/user/verify-change-email', { email: next, otp }, auth)
    expect(late.body).toEqual({ statusCode: 409, message: 'Email id already exists' })
    const me = await api().get<ProfileData>('/user/profile', auth)
    expect(me.user.email).toBe(account.email)
  })

  it('validates the body', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const bad = await send(api(), 'POST', '/user/change-email', { email: 'x', password }, auth)
    expect(bad.body.message).toBe('Please enter a valid email')
    const noPassword = await send(
      api(),
      'POST',
      '/user/change-email',
      { email: uniqueEmail('a') },
      auth,
    )
    expect(noPassword.body.message).toBe('password is required')
    const badPhone = await send(
      api(),
      'POST',
      '/user/change-email',
      { email: uniqueEmail('a'), password, countryCode: '0061' },
      auth,
    )
    expect(badPhone.status).toBe(400)
  })
})
