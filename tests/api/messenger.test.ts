/**
 * Mail and SMS through real protocols: the API sends email to smtp-server (an SMTP server
 * from npm) and SMS to a local fake of the provider's HTTP API (Twilio's Messages resource).
 * A sign-up code arrives as one real message with a plain-text and an HTML body, the
 * product's name and support address; a phone code reaches the provider as a signed form
 * post; neither goes to the sandbox outbox, and the codes they carry work.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSupportEmail } from '../../server/services/messages/brand.ts'
import { outboxFor, register, send, uniqueMobile } from './accounts.ts'
import { bearer, type RunningApi, startApi } from './harness.ts'

interface Received {
  envelopeTo: string[]
  from: string
  to: string
  subject: string
  text: string
  html: string
}

/** smtp-server on an ephemeral port, keeping every message it receives. */
async function startSmtp() {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

interface Posted {
  path: string
  authorization: string
  form: URLSearchParams
}

/** A local stand-in for the SMS provider: records each post; `failNext` answers 400 once. */
async function startSmsProvider() {
  const posted: Posted[] = []
  let failNext = false
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      request.on('data', (chunk) => {
        body += String(chunk)
      })
      request.on('end', () => resolve(body))
    })
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await read(request))
    posted.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      form,
    })
    if (failNext) {
      failNext = false
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: `Invalid 'To': ${form.get('Body')}` }))
      return
    }
    response.writeHead(201, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ sid: `SM${posted.length}`, status: 'queued' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    posted,
    failOnce() {
      failNext = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const codeIn = (text: string) => /\b(\d{5})\b/.exec(text)?.[1]

describe('mail through SMTP and SMS through the provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let sms: Awaited<ReturnType<typeof startSmsProvider>>
  let api: RunningApi
  const from = 'Hire Marketplace <no-reply@example.com>'
  const sid = 'AC0123456789abcdef'

  beforeAll(async () => {
    smtp = await startSmtp()
    sms = await startSmsProvider()
    api = await startApi('pglite', {
      server: {
        smtp: { url: smtp.url, from },
        sms: { apiUrl: sms.url, accountSid: sid, authToken: 'secret-token', from: '+61400000000' },
      },
    })
  })
  afterAll(async () => {
    await api?.close()
    await smtp?.close()
    await sms?.close()
  })

  /** A verified account, its code read from the mail (the outbox stays empty). */
  async function signedUpByMail(): Promise<string> {
    const { email } = await register(api)
    await expect
      .poll(() => smtp.received.some((message) => message.envelopeTo.includes(email)))
      .toBe(true)
    const mail = smtp.received.findLast((message) => message.envelopeTo.includes(email))
    const otp = codeIn(mail?.text ?? '')
    const session = await send(api, 'PATCH', '/user/verify-otp', { email, otp })
    expect(session.status).toBe(200)
    return bearer(String(session.body.data.accessToken))
  }

  it('emails a sign-up code with a plain-text and an HTML body, and the code works', async () => {
    const { status, email } = await register(api)
    expect(status).toBe(200)
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBeGreaterThan(0)
    const mail = smtp.received.find((message) => message.envelopeTo.includes(email))
    expect(mail).toBeDefined()
    if (!mail) return
    expect(mail.from).toBe('"Hire Marketplace" <no-reply@example.com>')
    expect(mail.to).toBe(email)
    expect(mail.subject).toBe('Verify your email address')
    const code = codeIn(mail.text)
    expect(code).toMatch(/^\d{5}$/)
    expect(mail.text).toContain('Hire Marketplace')
    expect(mail.text).toContain(defaultSupportEmail)
    expect(mail.html).toContain(`>${code}</strong>`)
    expect(mail.html).toContain('Hire Marketplace')
    expect(mail.html).toContain(`mailto:${defaultSupportEmail}`)
    // The outbox is the sandbox's: real mail does not also land there.
    expect((await outboxFor(api, email)).list).toEqual([])
    const verified = await send(api, 'PATCH', '/user/verify-otp', { email, otp: code })
    expect(verified.status).toBe(200)
  })

  it('texts a phone code through the provider, and the code works', async () => {
    const auth = await signedUpByMail()

    const mobileNo = uniqueMobile()
    const phone = { countryCode: '+61', mobileNo }
    const before = sms.posted.length
    expect((await send(api, 'POST', '/user/change-mobileNo', phone, auth)).status).toBe(200)
    expect(sms.posted).toHaveLength(before + 1)
    const post = sms.posted.at(-1) as Posted
    expect(post.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`)
    expect(post.authorization).toBe(
      `Basic ${Buffer.from(`${sid}:secret-token`).toString('base64')}`,
    )
    const to = `+61${mobileNo.slice(1)}`
    expect(post.form.get('To')).toBe(to)
    expect(post.form.get('From')).toBe('+61400000000')
    const body = post.form.get('Body') ?? ''
    expect(body).toMatch(/^Your Hire Marketplace code to confirm your phone number is \d{5}\./)
    expect((await outboxFor(api, to)).list).toEqual([])
    const verified = await send(
      api,
      'POST',
      '/user/verify-change-otp',
      { ...phone, otp: codeIn(body) },
      auth,
    )
    expect(verified.status).toBe(200)
  })

  it('answers 500 without the code when the provider refuses, and logs no code', async () => {
    const auth = await signedUpByMail()
    const logged: string[] = []
    const original = console.error
    console.error = (...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
    }
    try {
      sms.failOnce()
      const phone = { countryCode: '+61', mobileNo: uniqueMobile() }
      const refused = await send(api, 'POST', '/user/change-mobileNo', phone, auth)
      expect(refused.status).toBe(500)
      const code = codeIn(sms.posted.at(-1)?.form.get('Body') ?? '') as string
      expect(code).toMatch(/^\d{5}$/)
      expect(JSON.stringify(refused.body)).not.toContain(code)
      expect(logged.join('\n')).not.toContain(code)
      expect(logged.join('\n')).not.toContain('secret-token')
    } finally {
      console.error = original
    }
  })
})
