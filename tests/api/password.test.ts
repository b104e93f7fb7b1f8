import { expect, it } from 'vitest'
import {
  latestCode,
  outboxFor,
  password,
  send,
  signIn,
  uniqueEmail,
  verifiedAccount,
  wrongCode,
} from './accounts.ts'
import { bearer, describeApi } from './harness.ts'

const rule =
  'Password must be at least 8 characters and must include at least one upper case letter, one lower case letter, and one numeric digit'
const sentIfKnown = 'If an account exists for this email, a code has been sent to it.'
const resetGone = 'This password reset has expired. Please request a new code.'

describeApi('passwords', (api) => {
  const forgot = (email: string) =>
    send(api(), 'POST', '/user/forgot-password', { email, userType: 'INDIVIDUAL' })
  const verifyForgot = (email: string, otp: string) =>
    send(api(), 'PATCH', '/user/verify-forgot-password-otp', { email, otp })
  const reset = (token: string, secret: string) =>
    send(api(), 'POST', '/user/reset-password', { token, password: secret })

  async function resetToken(email: string): Promise<string> {
    expect((await forgot(email)).status).toBe(200)
    const verified = await verifyForgot(email, await latestCode(api(), email))
    expect(verified.status).toBe(200)
    return String(verified.body.data.token)
  }

  it('resets a forgotten password with a code and a single-use token', async () => {
    const account = await verifiedAccount(api())
    api().advanceTime(31 * 1000)
    const asked = await forgot(account.email.toUpperCase())
    expect(asked.body).toEqual({ statusCode: 200, message: sentIfKnown, data: {} })
    const [mail] = (await outboxFor(api(), account.email)).list
    expect(mail?.subject).toBe('Reset your password')
    expect((await verifyForgot(account.email, wrongCode(String(mail?.code)))).status).toBe(400)
    const verified = await verifyForgot(account.email, String(mail?.code))
    const token = String(verified.body.data.token)
    expect(token).toMatch(/^[\w-]{40,}$/)
    // The code was spent on the token.
    expect((await verifyForgot(account.email, String(mail?.code))).status).toBe(400)

    expect((await reset(token, 'weakpass')).body).toEqual({ statusCode: 400, message: rule })
    const done = await reset(token, 'NewPassword2')
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Your password has been reset. Please log in.')
    expect((await reset(token, 'OtherPassword3')).body).toEqual({
      statusCode: 400,
      message: resetGone,
    })

    expect((await signIn(api(), account.email, password)).body.message).toBe('Invalid Credential')
    expect((await signIn(api(), account.email, 'NewPassword2')).status).toBe(200)
    // Every session of the account ended with the reset.
    expect((await api().call('/user/profile', { auth: bearer(account.token) })).status).toBe(401)
  })

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const unknown = uniqueEmail('ghost')
    const asked = await forgot(unknown)
    expect(asked.body).toEqual({ statusCode: 200, message: sentIfKnown, data: {} })
    expect((await outboxFor(api(), unknown)).list).toHaveLength(0)
    expect((await forgot(unknown)).status).toBe(429)
    expect((await verifyForgot(unknown, '12345')).body.message).toBe('Please enter valid OTP.')
  })

  it('expires the reset token after 15 minutes and refuses made-up tokens', async () => {
    const account = await verifiedAccount(api())
    api().advanceTime(31 * 1000)
    const token = await resetToken(account.email)
    api().advanceTime(15 * 60 * 1000 + 1000)
    expect((await reset(token, 'NewPassword2')).body.message).toBe(resetGone)
    expect((await reset('made-up', 'NewPassword2')).body.message).toBe(resetGone)
    const missing = await send(api(), 'POST', '/user/reset-password', { password: 'NewPassword2' })
    expect(missing.body.message).toBe('token is required')
  })

  it('changes the password with the old one, ending the other sessions', async () => {
    const account = await verifiedAccount(api())
    const other = String((await signIn(api(), account.email)).body.data.accessToken)
    const auth = bearer(account.token)
    const change = (body: unknown) => send(api(), 'PUT', '/user/change-password', body, auth)
    expect((await change({ oldPassword: 'Wrong1234', password: 'Changed123' })).body).toEqual({
      statusCode: 400,
      message: 'Your old password is incorrect.',
    })
    expect((await change({ oldPassword: password, password: 'short' })).body.message).toBe(rule)
    expect((await change({ password: 'Changed123' })).body.message).toBe('oldPassword is required')
    const changed = await change({ oldPassword: password, password: 'Changed123' })
    expect(changed.status).toBe(200)
    expect((await api().call('/user/profile', { auth })).status).toBe(200)
    expect((await api().call('/user/profile', { auth: bearer(other) })).status).toBe(401)
    expect((await signIn(api(), account.email)).status).toBe(400)
    expect((await signIn(api(), account.email, 'Changed123')).status).toBe(200)
  })

  it('backs off wrong passwords typed to confirm a change, as sign-in does', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const change = (oldPassword: string) =>
      send(api(), 'PUT', '/user/change-password', { oldPassword, password: 'Changed123' }, auth)
    for (let i = 0; i < 5; i++) expect((await change(`Guess${i}abc`)).status).toBe(400)
    const held = await change(password)
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(/^Too many wrong passwords\. .*wait 1 second/)
    // The same count as signing in: neither call gives a session more guesses.
    expect((await signIn(api(), account.email)).status).toBe(429)
    const email = { email: uniqueEmail('moved'), password: 'Guess9abc' }
    expect((await send(api(), 'POST', '/user/change-email', email, auth)).status).toBe(429)
    api().advanceTime(1100)
    expect((await change(password)).status).toBe(200)
    expect((await signIn(api(), account.email, 'Changed123')).status).toBe(200)
  })

  it('needs a signed-in user to change a password', async () => {
    const body = { oldPassword: password, password: 'Changed123' }
    expect((await send(api(), 'PUT', '/user/change-password', body)).status).toBe(401)
    const guest = await send(api(), 'POST', '/user/guest-login', {})
    const asGuest = await send(
      api(),
      'PUT',
      '/user/change-password',
      body,
      bearer(String(guest.body.data.accessToken)),
    )
    expect(asGuest.body).toEqual({
      statusCode: 403,
      message: 'Please log in or sign up to continue.',
    })
  })
})
