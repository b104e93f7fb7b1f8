import { expect, it } from 'vitest'
import { send, verifiedAccount } from './accounts.ts'
import { basic, bearer, describeApi } from './harness.ts'

/** Every account call with a JSON body, and whether it needs a user session. */
const calls: [method: string, path: string, user: boolean][] = [
  ['POST', '/user/register', false],
  ['PATCH', '/user/verify-otp', false],
  ['POST', '/user/send-otp', false],
  ['POST', '/user/forgot-password', false],
  ['PATCH', '/user/verify-forgot-password-otp', false],
  ['POST', '/user/reset-password', false],
  ['POST', '/user/social-login', false],
  ['POST', '/user/social-signup', false],
  ['POST', '/user/change-email', true],
  ['PATCH', '/user/verify-change-email', true],
  ['PUT', '/user/change-password', true],
  ['POST', '/user/profile', true],
  ['PATCH', '/user/profile', true],
  ['PATCH', '/user/profile-picture', true],
  ['POST', '/user/change-mobileNo', true],
  ['POST', '/user/verify-change-otp', true],
  ['PUT', '/user/setting', true],
  ['PUT', '/user/categories', true],
  ['DELETE', '/media', true],
]

const hostile: unknown[] = [
  '{"email": ',
  '[1,2]',
  '"text"',
  'null',
  { email: 42, password: [], otp: {}, token: 1, firstName: { a: 1 }, categories: 'all' },
  {
    email: 'a@b.co\u0000',
    password: 'Password1',
    firstName: 'Ann\u0000',
    profilePicture: '\u0000',
    fileName: '\u0000',
  },
]

describeApi('account inputs', (api) => {
  it('answers 400 with a message to malformed bodies on every account call, never 500', async () => {
    const { token } = await verifiedAccount(api())
    for (const [method, path, user] of calls) {
      for (const body of hostile) {
        const auth = user ? bearer(token) : basic
        const response = await send(api(), method, path, body, auth)
        const label = `${method} ${path} ${JSON.stringify(body)}`
        expect(response.status, label).toBe(400)
        expect(response.body.statusCode, label).toBe(400)
        expect(String(response.body.message).length, label).toBeGreaterThan(5)
      }
    }
  })

  it('never echoes secrets in validation messages', async () => {
    const { token } = await verifiedAccount(api())
    const secret = 'S3cret-Value-42'
    const answers = [
      await send(api(), 'POST', '/user/register', { email: 'a@b.co', password: [secret] }),
      await send(api(), 'POST', '/user/reset-password', { password: secret, token: 5 }),
      await send(
        api(),
        'PUT',
        '/user/change-password',
        { password: 1, oldPassword: secret },
        bearer(token),
      ),
      await send(api(), 'PATCH', '/user/verify-otp', { email: 'a@b.co', otp: [secret] }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).not.toContain(secret)
    }
  })

  it('keeps the 1 MB limit on JSON calls', async () => {
    const big = await send(api(), 'POST', '/user/register', {
      email: 'a@b.co',
      password: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(big.body).toEqual({ statusCode: 413, message: 'Request body is too large' })
  })
})
