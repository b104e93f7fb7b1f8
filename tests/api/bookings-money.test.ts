import { expect, it } from 'vitest'
import type { ReferralData } from '../../shared/contract/account/profile.ts'
import type {
  BookingPaymentData,
  BookingRecord,
  BookingStatusData,
  ChangeRequestData,
  CheckoutData,
} from '../../shared/contract/booking/records.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { quoteChange } from '../../shared/domain/booking/change-quote.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import { quoteOverdue } from '../../shared/domain/booking/overdue.ts'
import { endAt } from '../../shared/domain/booking/period.ts'
import { toYmd } from '../../shared/domain/booking/ymd.ts'
import { register, send, verifiedAccount } from './accounts.ts'
import {
  checkoutBody,
  DAY,
  detail,
  type Hirer,
  HOUR,
  hirerWithCard,
  itemOf,
  listings,
  type Plan,
  request,
  saveCard,
  serverClock,
  supplierAuth,
  uploadPhoto,
} from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'
import type { plan } from './seed-facts.ts'

const withBond = (item: (typeof plan.rows.items)[number]) => (item.bondCents ?? 0) > 0
const instant = [
  ...listings(2, (item) => item.instantBooking === true && withBond(item)),
  ...listings(3, (item) => item.instantBooking === true && withBond(item)),
]
const requestOnly = listings(4, (item) => !item.instantBooking)
// The UTC date of a UTC midnight, whatever this machine's zone (toYmd reads local dates).
const ymd = (day: number) => toYmd(day + new Date(day).getTimezoneOffset() * 60_000)

describeApi('booking money', (api) => {
  const clock = serverClock(api)
  let next = 0
  const nextInstant = () => instant[next++] as string

  async function book(hirer: Hirer, itemId: string, choice: Plan) {
    const item = await itemOf(api(), itemId)
    const { body, quote } = checkoutBody(item, hirer.card.id, choice, clock.now())
    const booked = await request<CheckoutData>(api(), 'POST', '/booking/checkout', body, hirer.auth)
    expect(booked.status, booked.body.message).toBe(200)
    return { item, body, quote, bookingId: booked.body.data.bookingId, data: booked.body.data }
  }

  const cancel = (bookingId: string, auth: string, reason = 'Change of plans') =>
    request<BookingStatusData>(api(), 'PUT', '/booking/cancel-request', { bookingId, reason }, auth)
  const answer = (bookingId: string, auth: string, bookingStatus: 'APPROVE' | 'DECLINE') =>
    request<BookingStatusData>(
      api(),
      'PUT',
      '/booking/cancel/accept-decline',
      { bookingId, bookingStatus },
      auth,
    )

  it('refunds a cancellation by the tier it was asked in: full, partial, none', async () => {
    const hirer = await hirerWithCard(api())
    const [day3, day4, day6] = [clock.day(3), clock.day(4), clock.day(6)]
    const full = await book(hirer, nextInstant(), { startDate: day6, endDate: day6 })
    const partial = await book(hirer, nextInstant(), { startDate: day3, endDate: day3 })
    const standard = await book(hirer, nextInstant(), {
      startDate: day3,
      endDate: day4,
      standard: true,
    })
    const late = await book(hirer, nextInstant(), { startDate: day4, endDate: day4 })
    const hireOf = (b: typeof full) => b.quote.plan.nowCents - b.quote.bondCents

    const asked = await cancel(full.bookingId, hirer.auth)
    expect(asked.body).toMatchObject({
      message: 'Your cancel request has been sent.',
      data: { bookingStatus: 'PENDING_CANCELATION' },
    })
    const own = await answer(full.bookingId, hirer.auth, 'APPROVE')
    expect(own).toMatchObject({
      status: 403,
      body: { message: 'Only the other party can answer this cancel request.' },
    })
    const supplier = await supplierAuth(api(), full.item._id)
    const accepted = await answer(full.bookingId, supplier, 'APPROVE')
    expect(accepted.body.data).toEqual({
      bookingId: full.bookingId,
      bookingStatus: 'CANCELED',
      refund: {
        tier: 'full',
        refunded: toDollars(hireOf(full)),
        kept: 0,
        bondRefunded: toDollars(full.quote.bondCents),
      },
    })

    // 36 hours before the two bookings of day 3: the partial tier.
    clock.advance(day3 - clock.now() - 36 * HOUR)
    await cancel(partial.bookingId, hirer.auth)
    await cancel(standard.bookingId, hirer.auth)
    clock.advance(30 * HOUR)
    const partialDone = await answer(
      partial.bookingId,
      await supplierAuth(api(), partial.item._id),
      'APPROVE',
    )
    const kept = Math.round(hireOf(partial) * 0.25)
    expect(partialDone.body.data.refund).toEqual({
      tier: 'partial',
      refunded: toDollars(hireOf(partial) - kept),
      kept: toDollars(kept),
      bondRefunded: toDollars(partial.quote.bondCents),
    })
    const standardDone = await answer(
      standard.bookingId,
      await supplierAuth(api(), standard.item._id),
      'APPROVE',
    )
    // A standard booking keeps half of the deposit it paid.
    const deposit = hireOf(standard)
    expect(deposit).toBe(standard.quote.plan.nowCents - standard.quote.bondCents)
    expect(standardDone.body.data.refund).toMatchObject({
      tier: 'partial',
      kept: toDollars(Math.round(deposit * 0.5)),
    })

    // Under 24 hours before the start: nothing of the hire comes back, the bond does.
    clock.advance(day4 - clock.now() - 10 * HOUR)
    await cancel(late.bookingId, hirer.auth)
    const lateDone = await answer(
      late.bookingId,
      await supplierAuth(api(), late.item._id),
      'APPROVE',
    )
    expect(lateDone.body.data.refund).toEqual({
      tier: 'none',
      refunded: 0,
      kept: toDollars(hireOf(late)),
      bondRefunded: toDollars(late.quote.bondCents),
    })
    const record = await detail(api(), late.bookingId, hirer.auth)
    expect(record).toMatchObject({
      bookingStatus: 'CANCELED',
      cancelItem: { reason: 'Change of plans', requestedBy: 'HIRER' },
    })
  })

  it('withdraws an unanswered request at once; a declined or disputed cancel request changes nothing', async () => {
    const hirer = await hirerWithCard(api())
    const requested = await book(hirer, requestOnly[0] as string, {
      startDate: clock.day(9),
      endDate: clock.day(9),
    })
    const withdrawn = await cancel(requested.bookingId, hirer.auth)
    expect(withdrawn.body.data).toMatchObject({
      bookingStatus: 'CANCELED',
      refund: { tier: 'full', kept: 0 },
    })
    const booked = await book(hirer, nextInstant(), {
      startDate: clock.day(9),
      endDate: clock.day(9),
    })
    const supplier = await supplierAuth(api(), booked.item._id)
    await cancel(booked.bookingId, supplier, 'The kayak needs repairs')
    const declined = await answer(booked.bookingId, hirer.auth, 'DECLINE')
    expect(declined.body.data).toEqual({ bookingId: booked.bookingId, bookingStatus: 'APPROVED' })
    await cancel(booked.bookingId, supplier, 'Still broken')
    const bySupplier = await answer(booked.bookingId, supplier, 'APPROVE')
    expect(bySupplier.status).toBe(403)
    const disputed = await request(
      api(),
      'POST',
      '/dispute',
      { id: booked.bookingId, desc: 'I need it for a family trip' },
      hirer.auth,
    )
    expect(disputed.body).toMatchObject({
      message: 'Your dispute has been submitted.',
      data: { bookingStatus: 'APPROVED' },
    })
    const record = await detail(api(), booked.bookingId, hirer.auth)
    expect(record).toMatchObject({
      bookingStatus: 'APPROVED',
      dispute: { description: 'I need it for a family trip' },
      cancelItem: { reason: 'Still broken', requestedBy: 'SUPPLIER' },
      refundedAmount: 0,
    })
    const empty = await request(
      api(),
      'POST',
      '/dispute',
      { bookingId: booked.bookingId },
      hirer.auth,
    )
    expect(empty.body.message).toBe('field is required')
  })

  it('takes a change request, the supplier\u2019s approval and the change payment', async () => {
    const hirer = await hirerWithCard(api())
    const start = clock.day(12)
    const booked = await book(hirer, nextInstant(), { startDate: start, endDate: start + DAY })
    const { bookingId } = booked
    const current = await detail(api(), bookingId, hirer.auth)
    const newEnd = start + 4 * DAY
    const result = quoteChange(
      booked.item,
      {
        period: { startDate: start, endDate: start + DAY },
        quantity: 1,
        hireCents: booked.quote.hireCents,
        securityDepositCents: booked.quote.securityDepositCents,
        totalCents: booked.quote.totalCents,
        bondCents: booked.quote.bondCents,
        standard: false,
        balancePaid: true,
      },
      { startDate: start, endDate: newEnd },
    )
    if (!result.ok) throw new Error(result.message)
    const { quote } = result
    const body = {
      bookingId,
      startDate: ymd(start),
      endDate: ymd(newEnd),
      hireCost: toDollars(quote.hireCents),
      securityDeposit: toDollars(quote.securityDepositCents),
      totalCost: toDollars(quote.totalCents),
    }
    const post = (payload: object) =>
      request<ChangeRequestData>(api(), 'POST', '/booking/change/request', payload, hirer.auth)
    expect((await post({ ...body, startDate: ymd(start + DAY) })).body.message).toBe(
      'You can not change start date.',
    )
    expect((await post({ ...body, endDate: ymd(start + DAY) })).body.message).toBe(
      'Please select a booking period greater than your previous booking period.',
    )
    expect((await post({ ...body, totalCost: body.totalCost - 1 })).body.message).toBe(
      'The price has changed. Please review your booking and try again.',
    )
    const asked = await post(body)
    expect(asked.body.message).toBe('Your change request submitted')
    expect(asked.body.data).toMatchObject({
      bookingStatus: 'CHANGE_REQUEST',
      changeRequest: { state: 'PENDING', pendingAmount: toDollars(quote.pendingCents) },
    })
    const supplier = await supplierAuth(api(), booked.item._id)
    const approved = await request<BookingStatusData>(
      api(),
      'PUT',
      '/booking/change/request',
      { bookingId, bookingStatus: 'APPROVE' },
      supplier,
    )
    expect(approved.body.data.bookingStatus).toBe('PAYMENT_REQUIRED')
    const pay = (amount: number, key: string) =>
      request<BookingPaymentData>(
        api(),
        'PUT',
        '/booking/change-request/payment',
        { bookingId, paymentMethod: 'STRIPE', cardId: hirer.card.id, amount },
        hirer.auth,
        { 'Idempotency-Key': key },
      )
    const pending = toDollars(quote.pendingCents)
    expect((await pay(pending + 1, `change-wrong-${bookingId}`)).status).toBe(400)
    const paid = await pay(pending, `change-${bookingId}`)
    expect(paid.body.data).toMatchObject({ bookingStatus: 'APPROVED', charged: pending })
    const replay = await pay(pending, `change-${bookingId}`)
    expect(replay.body).toEqual(paid.body)
    const record: BookingRecord = await detail(api(), bookingId, hirer.auth)
    expect(record).toMatchObject({
      bookingStatus: 'APPROVED',
      endDate: newEnd,
      totalCost: toDollars(quote.totalCents),
      paidAmount: toDollars(Math.round(current.paidAmount * 100) + quote.pendingCents),
      changeRequest: [{ state: 'PAID', endDate: newEnd }],
    })
    // A second change, declined through the orders call: the booking stays as it was.
    const further = quoteChange(
      booked.item,
      {
        period: { startDate: start, endDate: newEnd },
        quantity: 1,
        hireCents: quote.hireCents,
        securityDepositCents: quote.securityDepositCents,
        totalCents: quote.totalCents,
        bondCents: booked.quote.bondCents,
        standard: false,
        balancePaid: true,
      },
      { startDate: start, endDate: newEnd + DAY },
    )
    if (!further.ok) throw new Error(further.message)
    await post({
      ...body,
      endDate: ymd(newEnd + DAY),
      hireCost: toDollars(further.quote.hireCents),
      securityDeposit: toDollars(further.quote.securityDepositCents),
      totalCost: toDollars(further.quote.totalCents),
    })
    const refused = await request<BookingStatusData>(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'DECLINE' },
      supplier,
    )
    expect(refused.body.data.bookingStatus).toBe('APPROVED')
    expect((await detail(api(), bookingId, hirer.auth)).endDate).toBe(newEnd)
  })

  it('charges the balance of a standard booking before pick-up, then the overdue penalty', async () => {
    const hirer = await hirerWithCard(api())
    const start = clock.day(2)
    const booked = await book(hirer, nextInstant(), {
      startDate: start,
      endDate: start + DAY,
      standard: true,
    })
    const { bookingId, quote } = booked
    expect(booked.data.balanceDue).toBe(toDollars(quote.plan.atPickUpCents))
    clock.advance(start - clock.now() - 2 * HOUR)
    const photo = await uploadPhoto(api(), hirer.auth)
    const report = { bookingId, unmentionDamaged: false, media: [photo] }
    const early = await request(api(), 'PUT', '/items/pickup', report, hirer.auth)
    expect(early.body.message).toBe(
      'Please pay the rest of your booking before picking up the item.',
    )
    const balance = (amount: number) =>
      request<BookingPaymentData>(
        api(),
        'PUT',
        '/items/pickup/payment',
        { bookingId, paymentMethod: 'STRIPE', cardId: hirer.card.id, amount },
        hirer.auth,
      )
    expect((await balance(toDollars(quote.plan.atPickUpCents) + 0.01)).status).toBe(400)
    const paid = await balance(toDollars(quote.plan.atPickUpCents))
    expect(paid.body).toMatchObject({
      message: 'Payment Successful!',
      data: { paidAmount: toDollars(quote.totalCents - quote.bondCents) },
    })
    expect((await detail(api(), bookingId, hirer.auth)).balanceDue).toBe(0)
    expect((await request(api(), 'PUT', '/items/pickup', report, hirer.auth)).status).toBe(200)

    // Two days and a bit after the due time: overdue, with the penalty of shared/domain.
    const due = endAt({ startDate: start, endDate: start + DAY })
    clock.advance(due - clock.now() + 2 * DAY + HOUR)
    const overdue = await detail(api(), bookingId, hirer.auth)
    expect(overdue.bookingStatus).toBe('OVER_DUE')
    const penalty = quoteOverdue(booked.item as ItemDetail, 1, due, clock.now())
    expect(penalty?.days).toBe(3)
    const charge = (penality: number) =>
      request<BookingPaymentData>(
        api(),
        'POST',
        '/overdue/charge',
        { bookingId, penality, cardId: hirer.card.id },
        hirer.auth,
      )
    expect((await charge(1)).body.message).toBe(
      'The price has changed. Please review your booking and try again.',
    )
    const settled = await charge(toDollars(penalty?.totalCents ?? 0))
    expect(settled.body.data).toMatchObject({
      bookingStatus: 'ACTIVE',
      charged: toDollars(penalty?.totalCents ?? 0),
    })
    expect((await charge(1)).body.message).toBe('This booking is not overdue.')
    const back = await request(
      api(),
      'PUT',
      '/items/return',
      { bookingId, anyDamaged: false, media: [photo] },
      hirer.auth,
    )
    expect(back.body.data).toMatchObject({ bookingStatus: 'RETRUNED' })
    expect((await detail(api(), bookingId, hirer.auth)).penaltyPaid).toBe(
      toDollars(penalty?.totalCents ?? 0),
    )
  })

  it('spends a referral credit as the discount, once, from $100', async () => {
    const referrer = await verifiedAccount(api())
    const auth = bearer(referrer.token)
    const { referralCode } = await api().get<ReferralData>('/user/referral', auth)
    const friend = await register(api(), { otherUserReferralCode: referralCode })
    expect(friend.status).toBe(200)
    const card = await saveCard(api(), auth)
    const hirer = { auth, card } as Hirer
    const itemId = nextInstant()
    const item = await itemOf(api(), itemId)
    const start = clock.day(20)
    // The shortest hire of $100 or more: the credit's minimum.
    const hireFor = (days: number) => {
      const period = { startDate: start, endDate: start + (days - 1) * DAY }
      const input = { item, period, quantity: 1, standard: false, discount: false }
      const result = quoteCheckout({ ...input, creditCents: null, now: clock.now() })
      return result.ok ? result.quote.hireCents : 0
    }
    let days = 1
    while (days < 90 && hireFor(days) < 10_000) days += 1
    const long = { startDate: start, endDate: start + (days - 1) * DAY }
    const small = await request(
      api(),
      'POST',
      '/booking/checkout',
      {
        ...checkoutBody(item, card.id, { startDate: start, endDate: start }, clock.now()).body,
        discountApplied: true,
      },
      auth,
    )
    expect(small.body.message).toBe('Coupons can only be used for bookings greater than $100.')
    const booked = await book(hirer, itemId, { ...long, discount: true, creditCents: 2000 })
    expect(booked.quote.discountCents).toBe(2000)
    expect(booked.data.totalCost).toBe(toDollars(booked.quote.totalCents))
    const credits = await send(api(), 'GET', '/user/referral', undefined, auth)
    const data = credits.body.data as unknown as ReferralData
    expect(data.availableAmount).toBe(0)
    expect(data.list[0]).toMatchObject({ amount: 20, isUsed: true })
    const again = await request(
      api(),
      'POST',
      '/booking/checkout',
      {
        ...checkoutBody(
          item,
          card.id,
          { startDate: start + 99 * DAY, endDate: start + 99 * DAY },
          clock.now(),
        ).body,
        discountApplied: true,
      },
      auth,
    )
    expect(again.body.message).toBe('You have no referral credit to use.')
    expect(again.status).toBe(400)
    // Cancelled before the supplier's answer... here, by the supplier: the credit comes back.
    const supplier = await supplierAuth(api(), itemId)
    await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: booked.bookingId, status: 'DECLINED' },
      supplier,
    )
    const after = (await send(api(), 'GET', '/user/referral', undefined, auth)).body
      .data as unknown as ReferralData
    expect(after.availableAmount).toBe(20)
  })
})
