import { expect, it } from 'vitest'
import { latestCode, outboxFor, register, send, uniqueEmail, wrongCode } from './accounts.ts'
import { describeApi } from './harness.ts'

const minute = 60 * 1000
const invalid = { statusCode: 400, message: 'Please enter valid OTP.' }
const dead = { statusCode: 400, message: 'Too many wrong codes. Please request a new code.' }

describeApi('email codes', (api) => {
  const verify = (email: string, otp: string) =>
    send(api(), 'PATCH', '/user/verify-otp', { email, otp, deviceId: 'd', deviceToken: '' })
  const resend = (email: string) => send(api(), 'POST', '/user/send-otp', { email })

  it('refuses a wrong code, then accepts the right one once', async () => {
    const { email } = await register(api())
    const code = await latestCode(api(), email)
    expect((await verify(email, wrongCode(code))).body).toEqual(invalid)
    expect((await verify(uniqueEmail('nobody'), code)).body).toEqual(invalid)
    const ok = await verify(email, code)
    expect(ok.status).toBe(200)
    expect(ok.body.data.profileStep).toBe(414)
    expect((await verify(email, code)).body).toEqual(invalid)
  })

  it('validates the code format with the spec message', async () => {
    const { email } = await register(api())
    for (const otp of ['1234', '123456', 'abcde', '12 34']) {
      expect((await verify(email, otp)).body).toEqual(invalid)
    }
    // Sent as text, so a leading zero survives.
    const numeric = await verify(email, 12345 as unknown as string)
    expect(numeric.body).toEqual({ statusCode: 400, message: 'otp must be text' })
  })

  it('expires a code after 10 minutes', async () => {
    const { email } = await register(api())
    const code = await latestCode(api(), email)
    api().advanceTime(10 * minute + 1000)
    expect((await verify(email, code)).body).toEqual({
      statusCode: 400,
      message: 'This code has expired. Please request a new code.',
    })
    // A new code works.
    expect((await resend(email)).status).toBe(200)
    const fresh = await latestCode(api(), email)
    expect((await verify(email, fresh)).status).toBe(200)
  })

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const { email } = await register(api())
    const code = await latestCode(api(), email)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify(email, wrongCode(code))).body, `try ${attempt}`).toEqual(invalid)
    }
    expect((await verify(email, wrongCode(code))).body).toEqual(dead)
    expect((await verify(email, code)).body).toEqual(dead)
    api().advanceTime(31 * 1000)
    expect((await resend(email)).status).toBe(200)
    const fresh = await latestCode(api(), email)
    expect(fresh).toMatch(/^\d{5}$/)
    expect((await verify(email, fresh)).status).toBe(200)
  })

  it('limits resends to one per 30 seconds and ten per hour, and retires older codes', async () => {
    const { email } = await register(api())
    const first = await latestCode(api(), email)
    const soon = await resend(email)
    expect(soon.body).toEqual({
      statusCode: 429,
      message: 'Please wait 30 seconds before requesting another code.',
    })
    // 1 code at sign-up + 9 resends 31 s apart = 10 in the hour.
    for (let sent = 2; sent <= 10; sent++) {
      api().advanceTime(31 * 1000)
      expect((await resend(email)).status, `send ${sent}`).toBe(200)
    }
    api().advanceTime(31 * 1000)
    const eleventh = await resend(email)
    expect(eleventh.body).toEqual({
      statusCode: 429,
      message: 'Too many codes were requested for this address. Please try again in an hour.',
    })
    const { list } = await outboxFor(api(), email)
    expect(list).toHaveLength(10)
    const latest = String(list[0]?.code)
    if (latest !== first) expect((await verify(email, first)).body).toEqual(invalid)
    api().advanceTime(60 * minute)
    expect((await resend(email)).status).toBe(200)
    expect((await verify(email, await latestCode(api(), email))).status).toBe(200)
  })

  it('answers resend the same for unknown and verified addresses, sending nothing', async () => {
    const unknown = uniqueEmail('ghost')
    const answer = await resend(unknown)
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(
      'If an account exists for this email, a code has been sent to it.',
    )
    expect((await outboxFor(api(), unknown)).list).toHaveLength(0)
    // The limit applies alike, so it does not tell accounts apart either.
    expect((await resend(unknown)).status).toBe(429)
    const known = await resend('supplier@example.com')
    expect(known.body.message).toBe(answer.body.message)
    // Only codes count: notification copies to the demo supplier may arrive meanwhile.
    const codes = (await outboxFor(api(), 'supplier@example.com')).list.filter(
      (message) => message.code,
    )
    expect(codes).toHaveLength(0)
  })

  it('draws codes at random', async () => {
    const codes = new Set<string>()
    for (let index = 0; index < 6; index++) {
      const { email } = await register(api())
      codes.add(await latestCode(api(), email))
    }
    expect(codes.size).toBeGreaterThanOrEqual(5)
  })
})
