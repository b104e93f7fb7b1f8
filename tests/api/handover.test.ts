/**
 * The partner hand-over: a signed-in user asks for a one-time code, the marketplace spends
 * it for a session of its own. Codes work once, for a minute, only for real users, only
 * while the issuing session lasts; exchanges are throttled per address.
 */
import { expect, it } from 'vitest'
import { guestToken, send, signIn } from './accounts.ts'
import { bearer, describeApi, type RunningApi } from './harness.ts'

const invalid = 'This sign-in link has expired or was already used. Please sign in again.'

async function hirerToken(api: RunningApi): Promise<string> {
  const { status, body } = await signIn(api, 'hirer@example.com')
  expect(status).toBe(200)
  return String(body.data.accessToken)
}

async function issue(api: RunningApi, token: string) {
  return send(api, 'POST', '/user/handover-code', {}, bearer(token))
}

async function newCode(api: RunningApi, token?: string): Promise<string> {
  const { status, body } = await issue(api, token ?? (await hirerToken(api)))
  expect(status).toBe(200)
  return String(body.data.code)
}

const exchange = (api: RunningApi, code: unknown) =>
  send(api, 'POST', '/user/handover-code/exchange', { code })

describeApi('partner hand-over codes', (api) => {
  it('issues a short-lived code to a signed-in user', async () => {
    const { status, body } = await issue(api(), await hirerToken(api()))
    expect(status).toBe(200)
    expect(body.data).toEqual({ code: expect.stringMatching(/^[\w-]{43}$/), expiresIn: 60 })
  })

  it('refuses to issue without a session (401) and to a guest (403)', async () => {
    const anonymous = await send(api(), 'POST', '/user/handover-code', {})
    expect(anonymous.status).toBe(401)
    const guest = await issue(api(), await guestToken(api()))
    expect(guest.status).toBe(403)
  })

  it('exchanges a code for a new working session of the same user', async () => {
    const partnerToken = await hirerToken(api())
    const { status, body } = await exchange(api(), await newCode(api(), partnerToken))
    expect(status).toBe(200)
    const data = body.data as { accessToken: string; profileStep: number; user: { email: string } }
    expect(data.user.email).toBe('hirer@example.com')
    expect(data.profileStep).toBeGreaterThanOrEqual(415)
    expect(data.accessToken).not.toBe(partnerToken)
    const profile = await api().call('/user/profile', { auth: bearer(data.accessToken) })
    expect(profile.status).toBe(200)
    // Each origin keeps its own session: the partner page's still works too.
    const partner = await api().call('/user/profile', { auth: bearer(partnerToken) })
    expect(partner.status).toBe(200)
  })

  it('works once: a reused code is a 400 with a clear message', async () => {
    const code = await newCode(api())
    expect((await exchange(api(), code)).status).toBe(200)
    const again = await exchange(api(), code)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(invalid)
  })

  it('expires after a minute', async () => {
    const code = await newCode(api())
    api().advanceTime(61_000)
    const late = await exchange(api(), code)
    expect(late.status).toBe(400)
    expect(late.body.message).toBe(invalid)
  })

  it('refuses unknown and malformed codes alike, without echoing them', async () => {
    for (const code of ['A'.repeat(43), 'short', '', `${'C'.repeat(42)}!`]) {
      const { status, body } = await exchange(api(), code)
      expect(status).toBe(400)
      expect(body.message).toBe(invalid)
    }
    expect((await exchange(api(), 42)).status).toBe(400)
    const missing = await send(api(), 'POST', '/user/handover-code/exchange', {})
    expect(missing.status).toBe(400)
  })

  it('is void once the partner session signed out', async () => {
    const token = await hirerToken(api())
    const code = await newCode(api(), token)
    const logout = await send(api(), 'POST', '/user/logout', {}, bearer(token))
    expect(logout.status).toBe(200)
    expect((await exchange(api(), code)).status).toBe(400)
  })

  it('needs the client credentials to exchange', async () => {
    const code = await newCode(api())
    const anonymous = await send(api(), 'POST', '/user/handover-code/exchange', { code }, null)
    expect(anonymous.status).toBe(401)
    // The refused call did not spend it.
    expect((await exchange(api(), code)).status).toBe(200)
  })

  it('throttles exchanges per address, then lets them through again', async () => {
    api().advanceTime(2 * 60 * 60 * 1000)
    let refused: Awaited<ReturnType<typeof exchange>> | null = null
    for (let attempt = 0; attempt < 12 && !refused; attempt++) {
      const answer = await exchange(api(), 'B'.repeat(43))
      if (answer.status === 429) refused = answer
      else expect(answer.status).toBe(400)
    }
    expect(refused?.body.message).toMatch(/^Too many sign-in attempts\. Please try again in /)
    // A good code waits its turn too.
    expect((await exchange(api(), await newCode(api()))).status).toBe(429)
    api().advanceTime(61_000)
    expect((await exchange(api(), await newCode(api()))).status).toBe(200)
  })
})
