/**
 * Partners: a booking made from an embed carries the partner code (validated, stored), the
 * partner reads its attributed bookings with its key (401 without or with a wrong key, 403
 * with another partner's, 400 for a malformed code), with no personal data; the CORS
 * allowlist for signed calls is the partner origins kept in the database.
 */
import { expect, it } from 'vitest'
import type { CheckoutData } from '../../shared/contract/booking/records.ts'
import type {
  PartnerBookingsData,
  PartnerOriginData,
} from '../../shared/contract/partners/partners.ts'
import {
  checkoutBody,
  DAY,
  hirerWithCard,
  itemOf,
  listings,
  request,
  serverClock,
} from './bookings-support.ts'
import { describeApi, type RunningApi } from './harness.ts'

const demo = {
  code: 'demo-partner',
  key: 'sandbox-partner-key',
  origin: 'https://partner.example.com',
}
const items = listings(9)

const report = (api: RunningApi, code: string, key?: string) =>
  request<PartnerBookingsData>(
    api,
    'GET',
    `/partners/${encodeURIComponent(code)}/bookings`,
    undefined,
    undefined,
    key === undefined ? {} : { 'x-partner-key': key },
  )

describeApi('partner attribution and report', (api) => {
  const clock = serverClock(api)
  let next = 0

  async function book(partner?: unknown) {
    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), items[next++] as string)
    const start = clock.day(20 + next * 3)
    const { body } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start + DAY },
      clock.now(),
    )
    const answer = await request<CheckoutData>(
      api(),
      'POST',
      '/booking/checkout',
      partner === undefined ? body : { ...body, partner },
      hirer.auth,
    )
    return { answer, item, hirer }
  }

  it('stores the partner code on the booking and reports it with the partner key', async () => {
    const before = await report(api(), demo.code, demo.key)
    expect(before.status).toBe(200)
    const { answer, item, hirer } = await book(demo.code)
    expect(answer.status, answer.body.message).toBe(200)
    const after = await report(api(), demo.code, demo.key)
    expect(after.status).toBe(200)
    const data = after.body.data
    expect(data.count).toBe(before.body.data.count + 1)
    expect(data.currency).toBe('AUD')
    const entry = data.list.find((row) => row.bookingId === answer.body.data.bookingId)
    expect(entry).toEqual({
      bookingId: answer.body.data.bookingId,
      itemId: item._id,
      status: answer.body.data.bookingStatus,
      amount: answer.body.data.totalCost,
      currency: 'AUD',
      createdAt: expect.any(Number),
    })
    expect(data.value).toBeCloseTo(before.body.data.value + answer.body.data.totalCost, 2)
    expect(data.byStatus[answer.body.data.bookingStatus]).toBeGreaterThanOrEqual(1)
    // No personal data: neither the hirer nor the supplier appears anywhere in the answer.
    const text = JSON.stringify(after.body)
    expect(text).not.toContain(hirer.email)
    expect(text).not.toContain(hirer.userId)
    expect(text).not.toMatch(/email|name|phone|hirer|supplier|card/i)
  })

  it('leaves a booking without a partner out of every report', async () => {
    const before = await report(api(), demo.code, demo.key)
    const { answer } = await book()
    expect(answer.status, answer.body.message).toBe(200)
    const after = await report(api(), demo.code, demo.key)
    expect(after.body.data.count).toBe(before.body.data.count)
  })

  it('refuses a malformed or unknown partner code on a booking (400, nothing stored)', async () => {
    for (const partner of ['x', 'has space', '-lead', 'a'.repeat(33), 42]) {
      const { answer } = await book(partner)
      expect(answer.status, String(partner)).toBe(400)
      expect(answer.body.message).toMatch(/partner code|partner/i)
    }
    const { answer, hirer } = await book('no-such-partner')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('This partner code is not known.')
    const list = await request<{ list: unknown[] }>(
      api(),
      'GET',
      '/booking?status=CURRENT',
      undefined,
      hirer.auth,
    )
    expect(JSON.stringify(list.body.data ?? {})).not.toContain('no-such-partner')
  })

  it('answers 401 without a key or with a wrong one, 403 with another partner key, 400 for a bad code', async () => {
    const missing = await report(api(), demo.code)
    expect(missing.status).toBe(401)
    expect(missing.body.message).toBe('Missing partner key: send the x-partner-key header.')
    const wrong = await report(api(), demo.code, 'not-the-key')
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid partner key.')
    const other = await report(api(), 'other-partner', demo.key)
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('This partner key belongs to another partner.')
    const bad = await report(api(), 'bad code!', demo.key)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/partner code/)
    // The key is never echoed.
    expect(JSON.stringify([missing.body, wrong.body, other.body])).not.toContain(demo.key)
  })
})

describeApi('partner origins (CORS allowlist)', (api) => {
  const preflight = (origin: string, method: string) =>
    fetch(`${api().origin}/api/v1/booking/checkout`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, x-api-key, content-type',
      },
    })
  const originCheck = async (origin: string) => {
    const answer = await api().call('/partners/origin', { headers: { origin } })
    return {
      status: answer.status,
      cors: answer.headers.get('access-control-allow-origin'),
      body: (await answer.json()) as { data: PartnerOriginData },
    }
  }

  it('lets the demo partner origin (from the database) and loopback pages make signed calls', async () => {
    for (const origin of [
      demo.origin,
      'http://127.0.0.1:4398',
      'http://localhost:4399',
      'http://[::1]:8080',
    ]) {
      const answer = await preflight(origin, 'POST')
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin)
      const check = await originCheck(origin)
      expect(check.body.data, origin).toEqual({ origin, allowed: true })
    }
  })

  it('refuses signed calls from origins not on the list, keeps public reads open, and says so', async () => {
    for (const origin of [
      'https://outsider.example',
      'http://partner.example.com',
      'https://partner.example.com:8443',
    ]) {
      const answer = await preflight(origin, 'POST')
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull()
      const signed = await api().call('/user/profile', {
        auth: 'Bearer not-a-token',
        headers: { origin },
      })
      expect(signed.headers.get('access-control-allow-origin'), origin).toBeNull()
      const open = await api().call('/items/categories?chunk=1', { headers: { origin } })
      expect(open.headers.get('access-control-allow-origin'), origin).toBe('*')
      const check = await originCheck(origin)
      expect(check.status).toBe(200)
      // A public read: any page can ask, and learns its own origin is not allowed.
      expect(check.cors).toBe('*')
      expect(check.body.data).toEqual({ origin, allowed: false })
    }
    const none = await originCheck('null')
    expect(none.body.data.allowed).toBe(false)
  })
})
