import { expect, it } from 'vitest'
import type { BookingListData, CheckoutData } from '../../shared/contract/booking/records.ts'
import type { SandboxChargesData } from '../../shared/contract/checkout/payments.ts'
import {
  checkoutBody,
  DAY,
  type Hirer,
  hirerWithCard,
  itemOf,
  listings,
  request,
  serverClock,
} from './bookings-support.ts'
import { describeApi } from './harness.ts'

const reused = 'This Idempotency-Key was already used for a different request.'
const lastUnit = (item: { availableUnits?: number | null }) => item.availableUnits === 1
const single = [...listings(7, lastUnit), ...listings(8, lastUnit)]

describeApi('payment idempotency', (api) => {
  const clock = serverClock(api)
  let run = 0
  const newKey = () => `key-${process.pid}-${Date.now()}-${++run}`

  async function bodyFor(hirer: Hirer, itemId: string, start: number, days = 1) {
    const item = await itemOf(api(), itemId)
    return checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start + (days - 1) * DAY },
      clock.now(),
    ).body
  }
  const checkout = (hirer: Hirer, body: object, key?: string) =>
    request<CheckoutData>(
      api(),
      'POST',
      '/booking/checkout',
      body,
      hirer.auth,
      key ? { 'Idempotency-Key': key } : {},
    )
  const charges = async (hirer: Hirer) =>
    (await api().get<SandboxChargesData>('/sandbox/charges', hirer.auth)).list
  const bookings = async (hirer: Hirer) =>
    (await api().get<BookingListData>('/booking?type=Current&limit=100', hirer.auth)).list

  it('answers a retried checkout with its first answer and charges once', async () => {
    const hirer = await hirerWithCard(api())
    const body = await bodyFor(hirer, single[0] as string, clock.day(60), 2)
    const key = newKey()
    const first = await checkout(hirer, body, key)
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const retry = await checkout(hirer, body, key)
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    // Key order does not make it another request.
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expect((await checkout(hirer, reordered, key)).body).toEqual(first.body)
    const other = await checkout(hirer, { ...body, startDate: body.startDate + 5 * DAY }, key)
    expect(other).toMatchObject({ status: 409, body: { message: reused } })
    expect((await bookings(hirer)).map((booking) => booking._id)).toEqual([
      first.body.data.bookingId,
    ])
    const taken = await charges(hirer)
    expect(taken.map((charge) => [charge.kind, charge.purpose, charge.amount])).toEqual([
      ['charge', 'CHECKOUT', first.body.data.paidAmount],
    ])
    // Without a key, each call is a new attempt: this one finds the unit taken.
    expect((await checkout(hirer, body)).status).toBe(409)
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key']) {
      const answer = await checkout(hirer, body, bad)
      expect(answer.status, bad).toBe(400)
      expect(answer.body.message).toBe(
        'The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.',
      )
    }
  })

  it('runs one of several simultaneous calls with one key; a failed call frees its key', async () => {
    const hirer = await hirerWithCard(api())
    const body = await bodyFor(hirer, single[1] as string, clock.day(61))
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(hirer, body, key)))
    const ok = answers.filter((answer) => answer.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(new Set(ok.map((answer) => answer.body.data.bookingId)).size).toBe(1)
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { message: 'This payment is already being processed.' },
      })
    }
    expect(await bookings(hirer)).toHaveLength(1)
    expect(await charges(hirer)).toHaveLength(1)

    // A refused attempt leaves the key free for the corrected request.
    const next = await bodyFor(hirer, single[2] as string, clock.day(62))
    const retryKey = newKey()
    const wrong = await checkout(hirer, { ...next, totalCost: next.totalCost + 1 }, retryKey)
    expect(wrong.status).toBe(400)
    const right = await checkout(hirer, next, retryKey)
    expect(right.status).toBe(200)
    expect((await checkout(hirer, next, retryKey)).body).toEqual(right.body)
    expect(await charges(hirer)).toHaveLength(2)
  })

  it('gives the last unit to exactly one of 50 simultaneous checkouts', async () => {
    const hirers = await Promise.all(Array.from({ length: 5 }, () => hirerWithCard(api())))
    const itemId = single[3] as string
    const start = clock.day(70)
    const bodies = await Promise.all(hirers.map((hirer) => bodyFor(hirer, itemId, start, 3)))
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const which = index % hirers.length
        const key = index % 2 === 0 ? newKey() : undefined
        return checkout(hirers[which] as Hirer, bodies[which] as object, key)
      }),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    for (const answer of answers.filter((entry) => entry.status === 409)) {
      expect(answer.body.message).toBe('This item is not available for the selected dates.')
    }
    const lists = await Promise.all(hirers.map(bookings))
    expect(lists.flat()).toHaveLength(1)
    const taken = await Promise.all(hirers.map(charges))
    expect(taken.flat()).toHaveLength(1)
  })
})
