import { expect, it } from 'vitest'
import { basic, bearer, describeApi, postJson } from './harness.ts'

describeApi('auth', (api) => {
  it('refuses calls without the API key, or with a wrong one', async () => {
    for (const key of [undefined, 'wrong']) {
      const headers: Record<string, string> = key ? { 'x-api-key': key } : { 'x-api-key': '' }
      const response = await api().call('/items/categories', { headers })
      expect(response.status).toBe(401)
      const body = await response.json()
      expect(body.statusCode).toBe(401)
      expect(body.message).toMatch(/API key/)
    }
  })

  it('refuses public calls without credentials and with wrong client credentials', async () => {
    const none = await api().call('/items/categories', { auth: null })
    expect(none.status).toBe(401)
    expect((await none.json()).message).toMatch(/Authorization required/)
    const wrong = await api().call('/items/categories', {
      auth: `Basic ${Buffer.from('sandbox:nope').toString('base64')}`,
    })
    expect(wrong.status).toBe(401)
  })

  it('gives a guest token that works on public calls', async () => {
    const { status, body } = await postJson(api(), '/user/guest-login', {})
    expect(status).toBe(200)
    expect(body.data.userType).toBe('INDIVIDUAL')
    expect(body.data.accessToken).toMatch(/^[\w-]{40,}$/)
    const categories = await api().call('/items/categories', {
      auth: bearer(String(body.data.accessToken)),
    })
    expect(categories.status).toBe(200)
  })

  it('guest login accepts an empty body and needs client credentials', async () => {
    const empty = await api().call('/user/guest-login', { method: 'POST', auth: basic })
    expect(empty.status).toBe(200)
    const guest = (await empty.json()).data.accessToken
    const withBearer = await postJson(api(), '/user/guest-login', {}, bearer(guest))
    expect(withBearer.status).toBe(401)
  })

  it('signs the demo hirer in with the onboarding complete', async () => {
    const { status, body } = await postJson(api(), '/user/login', {
      email: 'Hirer@Example.com',
      password: 'Password1',
      userType: 'INDIVIDUAL',
      deviceId: 'test-device',
      deviceToken: '',
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ profileStep: 416, userType: 'INDIVIDUAL' })
    expect(body.data.user).toMatchObject({
      email: 'hirer@example.com',
      firstName: 'Harriet',
      profileStep: 416,
      verifyStatus: 'VERIFIED',
    })
    const user = body.data.user as Record<string, string>
    expect(user.referralCode).toHaveLength(10)
    expect(user.profilePicture).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/avatars\/.+\.svg$/)
  })

  it('signs the demo supplier in', async () => {
    const { status, body } = await postJson(api(), '/user/login', {
      email: 'supplier@example.com',
      password: 'Password1',
    })
    expect(status).toBe(200)
    expect(body.data.user).toMatchObject({ verifyStatus: 'VERIFIED', profileStep: 416 })
  })

  it("answers 'Invalid Credential' for a wrong password or an unknown email", async () => {
    for (const credentials of [
      { email: 'hirer@example.com', password: 'Password2' },
      { email: 'nobody@example.com', password: 'Password1' },
      { email: 'hirer@example.com', password: 'Password1', userType: 'BUSINESS' },
    ]) {
      const { status, body } = await postJson(api(), '/user/login', credentials)
      expect(status).toBe(400)
      expect(body).toEqual({ statusCode: 400, message: 'Invalid Credential' })
    }
  })

  it('validates the login body, never echoing the password', async () => {
    const badEmail = await postJson(api(), '/user/login', { email: 'not-an-email', password: 'x' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.message).toMatch(/^email must be a valid email/)
    const missing = await postJson(api(), '/user/login', { email: 'hirer@example.com' })
    expect(missing.body.message).toBe('password is required')
    const wrongType = await postJson(api(), '/user/login', { email: 'a@b.co', password: 12345678 })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.message).not.toContain('12345678')
    const badType = await postJson(api(), '/user/login', {
      email: 'a@b.co',
      password: 'x',
      userType: 'ADMIN',
    })
    expect(badType.body.message).toMatch(/^userType must be one of INDIVIDUAL, BUSINESS/)
  })

  it('rejects malformed JSON and non-object bodies with 400', async () => {
    const malformed = await postJson(api(), '/user/login', '{"email": ')
    expect(malformed).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Malformed JSON body' },
    })
    const array = await postJson(api(), '/user/login', '[1,2]')
    expect(array.status).toBe(400)
    expect(array.body.message).toBe('Request body must be a JSON object')
  })

  it('logs out by revoking the token, which then answers 401', async () => {
    const login = await postJson(api(), '/user/login', {
      email: 'hirer@example.com',
      password: 'Password1',
    })
    const token = String(login.body.data.accessToken)
    expect((await api().call('/items?limit=1', { auth: bearer(token) })).status).toBe(200)
    const logout = await postJson(api(), '/user/logout', {}, bearer(token))
    expect(logout.status).toBe(200)
    const after = await api().call('/items?limit=1', { auth: bearer(token) })
    expect(after.status).toBe(401)
    expect((await after.json()).message).toMatch(/sign in again/)
    const again = await postJson(api(), '/user/logout', {}, bearer(token))
    expect(again.status).toBe(401)
  })

  it('needs a bearer token to log out, and refuses made-up tokens', async () => {
    expect((await postJson(api(), '/user/logout', {})).status).toBe(401)
    expect((await api().call('/items', { auth: bearer('made-up-token') })).status).toBe(401)
    expect((await api().call('/items', { auth: 'Token abc' })).status).toBe(401)
  })
})
