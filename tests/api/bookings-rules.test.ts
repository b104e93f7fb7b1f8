import { expect, it } from 'vitest'
import type { BookingListData, CheckoutData } from '../../shared/contract/booking/records.ts'
import { sandboxCards } from '../../shared/contract/checkout/payments.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import { signIn } from './accounts.ts'
import {
  chargesOf,
  checkoutBody,
  DAY,
  type Hirer,
  hirerWithCard,
  itemOf,
  listings,
  type Plan,
  request,
  saveCard,
  serverClock,
  supplierAuth,
} from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'
import { plan } from './seed-facts.ts'

const refused = 'This action is not possible for the booking in its current status.'
const priceChanged = 'The price has changed. Please review your booking and try again.'
const requestOnly = listings(5, (item) => !item.instantBooking)
const single = listings(6, (item) => item.availableUnits === 1)
const several = listings(6, (item) => (item.availableUnits ?? 1) >= 3)
/** One unit, hired by the hour (two hours at least), and a maximum of a week or more. */
const singleHourly = listings(6, (item) => {
  const least = item.minimumHireDuration as { type: number; value: number } | null
  const most = item.maximumHireDuration as { type: number; value: number } | null
  return (
    item.availableUnits === 1 &&
    least?.type === 4 &&
    least.value <= 2 &&
    (item.isNoMaxHireDuration === true || most?.type === 2)
  )
}).filter((id) => id !== single[0])

describeApi('booking rules', (api) => {
  const clock = serverClock(api)

  async function book(hirer: Hirer, itemId: string, choice: Plan, extra: object = {}) {
    const item = await itemOf(api(), itemId)
    const { body, quote } = checkoutBody(item, hirer.card.id, choice, clock.now())
    const reply = await request<CheckoutData>(
      api(),
      'POST',
      '/booking/checkout',
      { ...body, ...extra },
      hirer.auth,
    )
    return { reply, body, quote, item }
  }

  it('refuses every move the status table does not allow, with a clear 400', async () => {
    const hirer = await hirerWithCard(api())
    const start = clock.day(30)
    const { reply } = await book(hirer, requestOnly[0] as string, {
      startDate: start,
      endDate: start,
    })
    const bookingId = reply.body.data.bookingId
    const supplier = await supplierAuth(api(), requestOnly[0] as string)
    const payment = { bookingId, paymentMethod: 'STRIPE', cardId: hirer.card.id, amount: 10 }
    const attempts: [string, string, object, string, string][] = [
      [
        'PUT',
        '/items/pickup',
        { bookingId, unmentionDamaged: false, media: [] },
        hirer.auth,
        refused,
      ],
      ['PUT', '/items/return', { bookingId, anyDamaged: false, media: [] }, hirer.auth, refused],
      ['PUT', '/items/pickup/payment', payment, hirer.auth, refused],
      ['PUT', '/booking/change-request/payment', payment, hirer.auth, refused],
      [
        'POST',
        '/overdue/charge',
        { bookingId, penality: 10, cardId: hirer.card.id },
        hirer.auth,
        'This booking is not overdue.',
      ],
      ['PUT', '/booking/confirm-return-item', { bookingId }, supplier, refused],
      [
        'PUT',
        '/booking/cancel/accept-decline',
        { bookingId, bookingStatus: 'APPROVE' },
        supplier,
        refused,
      ],
      ['POST', '/dispute', { bookingId, description: 'No' }, supplier, refused],
      [
        'PUT',
        '/booking/change/request',
        { bookingId, bookingStatus: 'APPROVE' },
        supplier,
        refused,
      ],
      ['PUT', '/booking/cancel-request', { bookingId, reason: 'Busy' }, supplier, refused],
      [
        'POST',
        '/user/review',
        { bookingId, type: 1, rating: 4, reviewTags: [] },
        hirer.auth,
        'You can review a booking once the item is returned.',
      ],
    ]
    for (const [method, path, payload, auth, message] of attempts) {
      const answer = await request(api(), method, path, payload, auth)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message, path).toBe(message)
    }
    const approve = { id: bookingId, status: 'APPROVED' }
    expect(
      (await request(api(), 'PUT', '/orders/approveOrDecline', approve, supplier)).status,
    ).toBe(200)
    const twice = await request(api(), 'PUT', '/orders/approveOrDecline', approve, supplier)
    expect(twice.body).toMatchObject({ statusCode: 400, message: refused })
    // Approved by the supplier: only instant bookings can still be declined.
    const decline = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'DECLINED' },
      supplier,
    )
    expect(decline.body.message).toBe(refused)
    await request(
      api(),
      'PUT',
      '/booking/cancel-request',
      { bookingId, reason: 'Busy' },
      hirer.auth,
    )
    await request(
      api(),
      'PUT',
      '/booking/cancel/accept-decline',
      { id: bookingId, status: 'APPROVE' },
      supplier,
    )
    for (const [method, path, payload] of [
      ['PUT', '/booking/cancel-request', { bookingId, reason: 'Again' }],
      [
        'POST',
        '/booking/change/request',
        {
          bookingId,
          startDate: '20300101',
          endDate: '20300105',
          totalCost: 1,
          securityDeposit: 0,
          hireCost: 1,
        },
      ],
    ] as const) {
      const answer = await request(api(), method, path, payload, hirer.auth)
      expect(answer.body, path).toMatchObject({ statusCode: 400, message: refused })
    }
  })

  it('answers 400, never 500, to malformed input, and writes nothing', async () => {
    const hirer = await hirerWithCard(api())
    const id = '00000000-0000-4000-8000-000000000000'
    const calls: [string, string][] = [
      ['POST', '/booking/checkout'],
      ['POST', '/booking/change/request'],
      ['PUT', '/booking/change/request'],
      ['PUT', '/booking/change-request/payment'],
      ['PUT', '/booking/cancel-request'],
      ['PUT', '/booking/cancel/accept-decline'],
      ['POST', '/dispute'],
      ['PUT', '/items/pickup'],
      ['PUT', '/items/pickup/payment'],
      ['PUT', '/items/return'],
      ['POST', '/overdue/charge'],
      ['PUT', '/orders/approveOrDecline'],
      ['PUT', '/booking/confirm-return-item'],
      ['POST', '/user/review'],
      ['POST', '/user/card'],
      ['PUT', '/user/card'],
      ['POST', '/sandbox/tokens'],
    ]
    const bodies: unknown[] = [
      '{',
      '[]',
      {},
      { bookingId: 'nope', id: 'nope' },
      { bookingId: 12, itemId: null, cardId: {}, amount: 'ten', token: 5 },
      { bookingId: id, id, amount: -1, penality: 1e12, totalCost: 1.001, rating: 9 },
      { bookingId: id, id, media: ['x'.repeat(2000)], reason: 'x'.repeat(1001), description: '' },
      { bookingId: id, id, startDate: '2030-01-01', endDate: 'tomorrow', status: 'MAYBE' },
      { bookingId: `${id}\u0000`, number: '4242', exp_month: 13, exp_year: 1999, cvc: 'abc' },
    ]
    for (const [method, path] of calls) {
      for (const body of bodies) {
        const answer = await request(api(), method, path, body, hirer.auth)
        const label = `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`
        expect([400, 404], label).toContain(answer.status)
        expect(answer.body.message, label).toEqual(expect.any(String))
      }
    }
    for (const query of ['type=Later', 'type=Current&pageNo=0', 'type=Current&limit=abc', '']) {
      expect((await request(api(), 'GET', `/booking?${query}`, undefined, hirer.auth)).status).toBe(
        400,
      )
    }
    expect(
      (await request(api(), 'DELETE', '/user/card/not-a-card', undefined, hirer.auth)).status,
    ).toBe(404)
    for (const type of ['Current', 'History']) {
      const list = await api().get<BookingListData>(`/booking?type=${type}`, hirer.auth)
      expect(list.total).toBe(0)
    }
    const charges = await api().get<{ total: number }>('/sandbox/charges', hirer.auth)
    expect(charges.total).toBe(0)
  })

  it('recomputes every amount: tampered totals are refused, the booking type is the item\u2019s', async () => {
    const hirer = await hirerWithCard(api())
    const itemId = requestOnly[1] as string
    const start = clock.day(33)
    const choice = { startDate: start, endDate: start + 2 * DAY }
    const { body } = checkoutBody(await itemOf(api(), itemId), hirer.card.id, choice, clock.now())
    const tampered = [
      { totalCost: body.totalCost - 0.01 },
      { hireCost: toDollars(Math.round(body.hireCost * 50)) },
      { bond: body.bond + 10 },
      { securityDeposit: body.securityDeposit + 1 },
      { totalCost: 0, hireCost: 0, bond: 0, securityDeposit: 0 },
    ]
    for (const change of tampered) {
      const answer = await book(hirer, itemId, choice, change)
      expect(answer.reply.body.message, JSON.stringify(change)).toBe(priceChanged)
    }
    const wrongType = await book(hirer, itemId, choice, {
      bookingType: 'INSTANT',
      instantBooking: true,
    })
    expect(wrongType.reply.body.data).toMatchObject({
      bookingStatus: 'REQUESTED',
      bookingType: 'NON_INSTANT',
      totalCost: body.totalCost,
    })
    const failures: [Plan, object, number, string][] = [
      [
        { startDate: clock.day(-2), endDate: clock.day(-1) },
        {},
        400,
        'Please select the proper date.',
      ],
      [
        { startDate: start + 5 * DAY, endDate: start + 4 * DAY },
        {},
        400,
        'Please select the proper date.',
      ],
      [choice, { itemId: '00000000-0000-4000-8000-000000000000' }, 404, 'Item not exist'],
      [choice, { bookCount: 500 }, 400, 'Please choose how many units or people to book.'],
      [choice, { cardId: 'card_1' }, 400, 'Card not found.'],
      [choice, { discountApplied: true }, 400, 'You have no referral credit to use.'],
    ]
    for (const [when, change, status, message] of failures) {
      const item = await itemOf(api(), requestOnly[2] as string)
      const sent = (() => {
        try {
          return checkoutBody(item, hirer.card.id, when, clock.now()).body
        } catch {
          return { ...checkoutBody(item, hirer.card.id, choice, clock.now()).body, ...when }
        }
      })()
      const answer = await request(
        api(),
        'POST',
        '/booking/checkout',
        { ...sent, ...change },
        hirer.auth,
      )
      expect(answer.status, message).toBe(status)
      expect(answer.body.message).toBe(message)
    }
    const other = await hirerWithCard(api())
    const stolen = await book(
      hirer,
      itemId,
      { startDate: start + 10 * DAY, endDate: start + 10 * DAY },
      {
        cardId: other.card.id,
      },
    )
    expect(stolen.reply.body.message).toBe('Card not found.')
    const login = await signIn(api(), 'supplier@example.com')
    const supplier = bearer(String(login.body.data.accessToken))
    const own = plan.rows.items.find((item) => item.supplierId === plan.demo.supplierId)
    const card = await saveCard(api(), supplier)
    const ownItem = await itemOf(api(), own?.id as string)
    const mine = checkoutBody(
      ownItem,
      card.id,
      { startDate: clock.day(200), endDate: clock.day(200) },
      clock.now(),
    )
    const answer = await request(api(), 'POST', '/booking/checkout', mine.body, supplier)
    expect(answer.body.message).toBe('You cannot book your own item.')
  })

  it('declines a card that cannot pay with 402, leaving no booking and no charge', async () => {
    const broke = await hirerWithCard(api(), sandboxCards.chargeDeclines)
    const start = clock.day(36)
    const choice = { startDate: start, endDate: start }
    const declined = await book(broke, single[0] as string, choice)
    expect(declined.reply).toMatchObject({
      status: 402,
      body: { message: 'Your card was declined. Please try another card.' },
    })
    expect((await api().get<BookingListData>('/booking?type=Current', broke.auth)).total).toBe(0)
    expect((await api().get<{ total: number }>('/sandbox/charges', broke.auth)).total).toBe(0)
    // The unit was never held: another hirer books the same day.
    const payer = await hirerWithCard(api())
    expect((await book(payer, single[0] as string, choice)).reply.status).toBe(200)
  })

  it('refuses a booking shorter than the item\u2019s minimum hire with the panel\u2019s words', async () => {
    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), singleHourly[0] as string)
    const least = item.minimumHireDuration as { type: number; value: number }
    const day = clock.day(70)
    // Half an hour under the minimum, priced by a client that ignored the limit.
    const choice = {
      startDate: day,
      endDate: day,
      startTime: 540,
      endTime: 540 + least.value * 60 - 30,
    }
    const unlimited = { ...item, minimumHireDuration: null }
    const { body } = checkoutBody(unlimited, hirer.card.id, choice, clock.now())
    const reply = await request(api(), 'POST', '/booking/checkout', body, hirer.auth)
    expect(reply).toMatchObject({
      status: 400,
      body: { message: `Minimum hire is ${least.value} hour${least.value === 1 ? '' : 's'}.` },
    })
    expect((await api().get<BookingListData>('/booking?type=Current', hirer.auth)).total).toBe(0)
  })

  it('never books more units than the item has for overlapping dates', async () => {
    const hirer = await hirerWithCard(api())
    const start = clock.day(50)
    const first = await book(hirer, singleHourly[0] as string, {
      startDate: start,
      endDate: start + 2 * DAY,
    })
    expect(first.reply.status).toBe(200)
    const overlapping = await book(hirer, singleHourly[0] as string, {
      startDate: start + 2 * DAY,
      endDate: start + 4 * DAY,
    })
    expect(overlapping.reply).toMatchObject({
      status: 409,
      body: { message: 'This item is not available for the selected dates.' },
    })
    const after = await book(hirer, singleHourly[0] as string, {
      startDate: start + 3 * DAY,
      endDate: start + 4 * DAY,
    })
    expect(after.reply.status).toBe(200)
    // Same-day hours: two bookings a morning and an afternoon apart both fit one unit.
    const day = start + 10 * DAY
    const morning = await book(hirer, singleHourly[0] as string, {
      startDate: day,
      endDate: day,
      startTime: 540,
      endTime: 660,
    })
    const afternoon = await book(hirer, singleHourly[0] as string, {
      startDate: day,
      endDate: day,
      startTime: 780,
      endTime: 900,
    })
    const clash = await book(hirer, singleHourly[0] as string, {
      startDate: day,
      endDate: day,
      startTime: 600,
      endTime: 720,
    })
    expect([morning.reply.status, afternoon.reply.status, clash.reply.status]).toEqual([
      200, 200, 409,
    ])

    const itemId = several[0] as string
    const units = (await itemOf(api(), itemId)).availableUnits
    const period = { startDate: start, endDate: start }
    expect((await book(hirer, itemId, { ...period, quantity: units - 1 })).reply.status).toBe(200)
    expect((await book(hirer, itemId, { ...period, quantity: 2 })).reply.status).toBe(409)
    expect((await book(hirer, itemId, { ...period, quantity: 1 })).reply.status).toBe(200)
    expect((await book(hirer, itemId, { ...period, quantity: 1 })).reply.status).toBe(409)
    const list = await api().get<BookingListData>('/booking?type=Current&limit=100', hirer.auth)
    expect(list.total).toBe(6)
    const charges = await Promise.all(list.list.map((b) => chargesOf(api(), hirer.auth, b._id)))
    expect(charges.every((rows) => rows.length === 1)).toBe(true)
  })
})
