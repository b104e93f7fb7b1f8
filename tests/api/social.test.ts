import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { AccountSessionData } from '../../shared/contract/account/account.ts'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import { latestCode, outboxFor, register, send, uniqueEmail } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

const payload = (extra: Record<string, unknown> = {}) => ({
  socialLoginType: 'google',
  socialId: randomUUID(),
  email: uniqueEmail('social'),
  profilePicture: 'https://lh3.googleusercontent.com/a/photo.jpg',
  deviceId: 'test-device',
  deviceToken: '',
  isEmailVerified: true,
  ...extra,
})

describeApi('social sign-in', (api) => {
  const login = (body: unknown) => send(api(), 'POST', '/user/social-login', body)
  const signup = (body: unknown) => send(api(), 'POST', '/user/social-signup', body)

  it('signs up with a verified email at step 414, then signs in by social id', async () => {
    const body = payload()
    const unknown = await login(body)
    expect(unknown.body).toEqual({
      statusCode: 400,
      message: 'No account is linked to this social login. Please sign up first.',
    })
    const created = await signup(body)
    expect(created.status).toBe(200)
    const session = created.body.data as unknown as AccountSessionData
    expect(session).toMatchObject({ profileStep: 414, userType: 'INDIVIDUAL' })
    expect(session.user).toMatchObject({
      email: body.email,
      profilePicture: body.profilePicture,
      profileStep: 414,
    })
    expect((await outboxFor(api(), body.email)).list).toHaveLength(0)
    const again = await login({ ...body, email: 'changed@example.com' })
    expect(again.status).toBe(200)
    expect((again.body.data as unknown as AccountSessionData).user._id).toBe(session.user._id)
    const me = await api().get<ProfileData>('/user/profile', bearer(session.accessToken))
    expect(me.user.email).toBe(body.email)
    // The same social id is not signed up twice; another provider is another identity.
    expect((await signup(body)).body).toEqual({
      statusCode: 409,
      message: 'This social account is already registered. Please log in.',
    })
    const facebook = await login({ ...body, socialLoginType: 'facebook' })
    expect(facebook.status).toBe(400)
  })

  it('sends an email code when the provider did not verify the address', async () => {
    const body = payload({ isEmailVerified: false, profilePicture: 'javascript:alert(1)' })
    const created = await signup(body)
    const session = created.body.data as unknown as AccountSessionData
    expect(session.profileStep).toBe(413)
    expect(session.user.profilePicture).toBe('')
    const otp = await latestCode(api(), body.email)
    const verified = await send(api(), 'PATCH', '/user/verify-otp', { email: body.email, otp })
    expect(verified.body.data.profileStep).toBe(414)
  })

  it('does not take over an existing account with the same email', async () => {
    const { email } = await register(api())
    expect((await signup(payload({ email }))).body).toEqual({
      statusCode: 409,
      message: 'Email id already exists',
    })
  })

  it('validates the payload and needs client credentials', async () => {
    const wrongType = await signup(payload({ socialLoginType: 'twitter' }))
    expect(wrongType.body.message).toBe(
      'socialLoginType must be one of google, facebook (got "twitter")',
    )
    expect((await signup(payload({ socialId: '' }))).status).toBe(400)
    expect((await signup(payload({ email: 'nope' }))).body.message).toBe(
      'Please enter a valid email',
    )
    expect((await signup(payload({ isEmailVerified: 'yes' }))).status).toBe(400)
    const anonymous = await send(api(), 'POST', '/user/social-signup', payload(), null)
    expect(anonymous.status).toBe(401)
  })
})
