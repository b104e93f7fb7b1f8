import { expect, it } from 'vitest'
import type { OutboxData } from '../../shared/contract/core/sandbox.ts'
import {
  guestToken,
  outboxFor,
  register,
  send,
  signIn,
  uniqueEmail,
  uniqueMobile,
  verifiedAccount,
} from './accounts.ts'
import { bearer, describeApi, type Envelope } from './harness.ts'

describeApi('sandbox outbox and identity check', (api) => {
  it('lists messages for an address, newest first, with the API key and no user', async () => {
    const { email } = await register(api())
    api().advanceTime(31 * 1000)
    await send(api(), 'POST', '/user/send-otp', { email })
    const { list, total } = await outboxFor(api(), ` ${email.toUpperCase()} `)
    expect(total).toBe(2)
    expect(list.map((message) => message.to)).toEqual([email, email])
    expect(Date.parse(String(list[0]?.created))).toBeGreaterThan(
      Date.parse(String(list[1]?.created)),
    )
    expect(list[0]).toMatchObject({
      channel: 'email',
      subject: 'Verify your email address',
      code: expect.stringMatching(/^\d{5}$/),
    })
    const all = await api().call('/sandbox/outbox?limit=1', { auth: null })
    expect(((await all.json()) as Envelope<OutboxData>).data.list).toHaveLength(1)
    const noKey = await api().call('/sandbox/outbox', {
      auth: null,
      headers: { 'x-api-key': 'wrong' },
    })
    expect(noKey.status).toBe(401)
    expect((await api().call('/sandbox/outbox?limit=0', { auth: null })).status).toBe(400)
  })

  it('finds SMS by number, even with an unencoded + in the query', async () => {
    const account = await verifiedAccount(api())
    const mobileNo = uniqueMobile()
    const phone = { countryCode: '+61', mobileNo }
    await send(api(), 'POST', '/user/change-mobileNo', phone, bearer(account.token))
    const number = `+61${mobileNo.slice(1)}`
    for (const query of [
      number,
      encodeURIComponent(number),
      `${number.slice(0, 3)}%20${number.slice(3)}`,
    ]) {
      const response = await api().call(`/sandbox/outbox?to=${query}`, { auth: null })
      const { list } = ((await response.json()) as Envelope<OutboxData>).data
      expect(
        list.map((message) => message.to),
        query,
      ).toEqual([number])
      expect(list[0]?.channel).toBe('sms')
    }
  })

  it('renders an escaped, accessible HTML page outside /api/v1', async () => {
    const { email } = await register(api())
    const page = await fetch(`${api().origin}/sandbox/outbox?to=${encodeURIComponent(email)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const text = await page.text()
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('<label for="to">')
    expect(text).toContain('<th scope="col">Code</th>')
    expect(text).toContain(email)
    const [message] = (await outboxFor(api(), email)).list
    expect(text).toContain(String(message?.code))

    const hostile = '<script>alert("x")</script>'
    const escaped = await fetch(`${api().origin}/sandbox/outbox?to=${encodeURIComponent(hostile)}`)
    const body = await escaped.text()
    expect(body).not.toContain('<script>')
    expect(body).toContain('&lt;script&gt;')
    expect(body).toContain('No messages')
  })

  it('runs the identity check for signed-in users only', async () => {
    expect((await send(api(), 'POST', '/sandbox/identity-check', {})).status).toBe(401)
    const guest = await send(
      api(),
      'POST',
      '/sandbox/identity-check',
      {},
      bearer(await guestToken(api())),
    )
    expect(guest.status).toBe(403)
    const login = await signIn(api(), 'hirer@example.com')
    const check = await send(
      api(),
      'POST',
      '/sandbox/identity-check',
      {},
      bearer(String(login.body.data.accessToken)),
    )
    expect(check.body.data).toEqual({
      code: expect.any(String),
      transaction_id: expect.any(String),
    })
  })

  it('never puts codes in the server log', async () => {
    const logged: string[] = []
    const original = {
      log: console.log,
      error: console.error,
      warn: console.warn,
      info: console.info,
    }
    for (const name of ['log', 'error', 'warn', 'info'] as const) {
      console[name] = (...args: unknown[]) => logged.push(args.map(String).join(' '))
    }
    try {
      const { email } = await register(api())
      const [message] = (await outboxFor(api(), email)).list
      await send(api(), 'PATCH', '/user/verify-otp', { email, otp: String(message?.code) })
      expect(logged.join('\n')).not.toContain(String(message?.code))
    } finally {
      Object.assign(console, original)
    }
  })
})

describeApi(
  'sandbox switched off',
  (api) => {
    it('has no outbox or identity check routes with SANDBOX=false', async () => {
      expect((await api().call('/sandbox/outbox', { auth: null })).status).toBe(404)
      expect((await fetch(`${api().origin}/sandbox/outbox`)).status).toBe(404)
      const login = await signIn(api(), 'hirer@example.com')
      const auth = bearer(String(login.body.data.accessToken))
      expect((await send(api(), 'POST', '/sandbox/identity-check', {}, auth)).status).toBe(404)
    })

    it('refuses social sign-in until a real provider verifier is plugged in', async () => {
      const social = await send(api(), 'POST', '/user/social-login', {
        socialLoginType: 'google',
        socialId: '123',
        email: uniqueEmail('real'),
        idToken: 'header.payload.signature',
      })
      expect(social.body).toEqual({
        statusCode: 400,
        message: 'Social sign-in could not be verified. Please try again.',
      })
    })
  },
  { sandbox: false },
)
