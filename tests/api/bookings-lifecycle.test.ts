import { expect, it } from 'vitest'
import type {
  BookingListData,
  BookingPaymentData,
  BookingStatusData,
  CheckoutData,
} from '../../shared/contract/booking/records.ts'
import type { ReviewTagsData } from '../../shared/contract/booking/reports.ts'
import { guestToken, signIn } from './accounts.ts'
import {
  chargesOf,
  checkoutBody,
  DAY,
  detail,
  HOUR,
  hirerWithCard,
  itemOf,
  listings,
  request,
  serverClock,
  supplierAuth,
  uploadPhoto,
} from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'
import { demoHirerId, plan, seededUser } from './seed-facts.ts'

const dayPrice = (itemId: string) =>
  plan.rows.itemPrices.find((price) => price.itemId === itemId && price.type === 1)?.amountCents
const requestOnly = listings(
  0,
  (item) =>
    !item.instantBooking &&
    (item.bondCents ?? 0) > 0 &&
    !!dayPrice(item.id as string) &&
    (seededUser(item.supplierId).reviewCount ?? 0) > 0,
)
const instant = listings(1, (item) => item.instantBooking === true)

describeApi('booking lifecycle', (api) => {
  const clock = serverClock(api)

  it('lists the demo hirer\u2019s bookings, Current and History, 10 a page, with search', async () => {
    const login = await signIn(api(), 'hirer@example.com')
    const auth = bearer(String(login.body.data.accessToken))
    const seeded = plan.rows.bookings.filter((booking) => booking.hirerId === demoHirerId)
    const history = ['RETRUNED', 'MISSING', 'CANCELED', 'DECLINED', 'COMPLETED', 'EXPIRED']
    const current = await api().get<BookingListData>('/booking?type=Current&pageNo=1', auth)
    expect(current.total).toBe(seeded.filter((b) => !history.includes(b.status)).length)
    expect(current.list).toHaveLength(10)
    const starts = current.list.map((booking) => booking.startDate)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    const second = await api().get<BookingListData>('/booking?type=Current&pageNo=2', auth)
    expect(second.list).toHaveLength(current.total - 10)
    const past = await api().get<BookingListData>('/booking?type=History&limit=100', auth)
    expect(past.total).toBe(seeded.filter((b) => history.includes(b.status)).length)
    expect(past.list.every((booking) => history.includes(booking.bookingStatus))).toBe(true)
    const first = current.list[0]
    expect(first).toMatchObject({ supplierName: expect.any(String), item: { _id: first?.itemId } })
    const word = first?.itemName.split(' ')[0] ?? ''
    const found = await api().get<BookingListData>(
      `/booking?type=Current&limit=100&searchKey=${encodeURIComponent(word.toLowerCase())}`,
      auth,
    )
    expect(found.list.length).toBeGreaterThan(0)
    expect(found.list.every((b) => b.itemName.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    )
    const record = await api().get<{ distance: number; pickUpLocation: object }>(
      `/booking/${first?._id}?latitude=-33.87&longitude=151.21`,
      auth,
    )
    expect(record.distance).toBeGreaterThanOrEqual(0)
    const bad = await request(api(), 'GET', '/booking?type=Later', undefined, auth)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^type /)
  })

  it('goes REQUESTED, APPROVED, ACTIVE with a photo, RETRUNED with review and tip, COMPLETED', async () => {
    const hirer = await hirerWithCard(api())
    const itemId = requestOnly[0] as string
    const item = await itemOf(api(), itemId)
    const start = clock.day(40)
    const { body, quote } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start + 2 * DAY },
      clock.now(),
    )
    // The server's own arithmetic: three days at the day price, 20% when insured, the bond.
    const hire = 3 * (dayPrice(itemId) ?? 0)
    const deposit = item.isInsuranceAvailable ? Math.round(hire * 0.2) : 0
    expect(Math.round(body.totalCost * 100)).toBe(hire + deposit + item.bond * 100)

    const key = { 'Idempotency-Key': `lifecycle-${hirer.userId}` }
    const booked = await request<CheckoutData>(
      api(),
      'POST',
      '/booking/checkout',
      body,
      hirer.auth,
      key,
    )
    expect(booked.status).toBe(200)
    // More than 7 days away: the bond waits until 7 days before the start.
    expect(booked.body.data).toMatchObject({
      bookingStatus: 'REQUESTED',
      bookingType: 'NON_INSTANT',
      totalCost: body.totalCost,
      paidAmount: (hire + deposit) / 100,
      bondLater: item.bond,
      bondChargeDate: start - 7 * DAY,
    })
    expect(booked.body.message).toMatch(/bond will be charged about 7 days before/)
    const bookingId = booked.body.data.bookingId
    expect(quote.plan.nowCents).toBe(hire + deposit)

    const current = await api().get<BookingListData>('/booking?type=Current', hirer.auth)
    expect(current.list.map((b) => [b._id, b.bookingStatus])).toEqual([[bookingId, 'REQUESTED']])
    const record = await detail(api(), bookingId, hirer.auth)
    expect(record).toMatchObject({
      itemId,
      hireCost: hire / 100,
      bond: item.bond,
      bondCharged: false,
      paidAmount: (hire + deposit) / 100,
      bookingDates: [start, start + DAY, start + 2 * DAY],
      hirerId: { _id: hirer.userId },
      supplierDetail: { firstName: expect.any(String) },
      changeRequest: [],
      review: null,
    })
    expect(record.relatedItems.length).toBeGreaterThan(0)

    let supplier = await supplierAuth(api(), itemId)
    const asSupplier = await detail(api(), bookingId, supplier)
    expect(asSupplier._id).toBe(bookingId)
    const early = await request(
      api(),
      'PUT',
      '/items/pickup',
      {
        bookingId,
        unmentionDamaged: false,
        media: [await uploadPhoto(api(), hirer.auth)],
      },
      hirer.auth,
    )
    expect(early.status).toBe(400)
    const selfApproval = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      hirer.auth,
    )
    expect(selfApproval).toMatchObject({
      status: 403,
      body: { message: 'Only the supplier of this item can do this.' },
    })
    const approved = await request<BookingStatusData>(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      supplier,
    )
    expect(approved.status).toBe(200)
    expect(approved.body.data).toEqual({ bookingId, bookingStatus: 'APPROVED' })

    let photo = await uploadPhoto(api(), hirer.auth)
    const tooEarly = await request(
      api(),
      'PUT',
      '/items/pickup',
      { bookingId, unmentionDamaged: false, media: [photo] },
      hirer.auth,
    )
    expect(tooEarly.body.message).toBe('Pick up opens 24 hours before the booking starts.')
    clock.advance(start - clock.now() - 12 * HOUR)
    // Sessions expire while the clock moves on (40 idle days): both sign in again.
    hirer.auth = bearer(String((await signIn(api(), hirer.email)).body.data.accessToken))
    supplier = await supplierAuth(api(), itemId)
    // Taken at the pick-up itself: the one sent 40 days before and never used is gone.
    photo = await uploadPhoto(api(), hirer.auth)
    const noPhoto = await request(
      api(),
      'PUT',
      '/items/pickup',
      { bookingId, unmentionDamaged: false, media: [] },
      hirer.auth,
    )
    expect(noPhoto).toMatchObject({ status: 400, body: { message: 'Please add at least 1 image' } })
    const undescribed = await request(
      api(),
      'PUT',
      '/items/pickup',
      { bookingId, unmentionDamaged: true, media: [photo] },
      hirer.auth,
    )
    expect(undescribed.body.message).toBe('field is required')
    const someoneElses = await request(
      api(),
      'PUT',
      '/items/pickup',
      {
        bookingId,
        unmentionDamaged: false,
        media: [await uploadPhoto(api(), supplier)],
      },
      hirer.auth,
    )
    expect(someoneElses.body.message).toBe('Please upload the image first.')
    const picked = await request<BookingStatusData>(
      api(),
      'PUT',
      '/items/pickup',
      {
        bookingId,
        unmentionDamaged: true,
        damageDescription: 'Small scratch on the side',
        media: [photo],
      },
      hirer.auth,
    )
    expect(picked.body.data.bookingStatus).toBe('ACTIVE')
    const active = await detail(api(), bookingId, hirer.auth)
    expect(active).toMatchObject({
      bondCharged: true,
      unmentionDamaged: true,
      damageDescription: 'Small scratch on the side',
    })

    const tags = await api().get<ReviewTagsData>('/user/reviews-tag')
    expect(tags.POSITIVE.length).toBeGreaterThan(2)
    expect(tags.NEGATIVE.length).toBeGreaterThan(2)
    const tag = tags.POSITIVE[0] as { _id: string; tagName: string }
    const wrongKind = await request(
      api(),
      'PUT',
      '/items/return',
      {
        bookingId,
        anyDamaged: false,
        media: [photo],
        review: { rating: 5, reviewTags: [{ tagId: tags.NEGATIVE[0]?._id, tagName: 'x' }] },
      },
      hirer.auth,
    )
    expect(wrongKind.body.message).toBe('Please choose review tags that match your rating.')
    const rating = Math.round(plan.rows.users.find((u) => u.id === item.userId)?.rating ?? 4)
    const tip = Math.round(body.totalCost * 10) / 100
    const returned = await request<BookingPaymentData>(
      api(),
      'PUT',
      '/items/return',
      {
        bookingId,
        anyDamaged: false,
        media: [photo],
        review: { rating, reviewTags: [{ tagId: tag._id, tagName: tag.tagName }] },
        tip: { tipAmount: tip, cardId: hirer.card.id, paymentMethod: 'STRIPE' },
      },
      hirer.auth,
      { 'Idempotency-Key': `return-${bookingId}` },
    )
    expect(returned.status).toBe(200)
    expect(returned.body.message).toBe('Item returned successfully')
    expect(returned.body.data).toMatchObject({ bookingStatus: 'RETRUNED', charged: tip })
    const again = await request(
      api(),
      'POST',
      '/user/review',
      { bookingId, type: 1, rating: 5, reviewTags: [{ tagId: tag._id }] },
      hirer.auth,
    )
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You have already reviewed this booking.' },
    })

    const confirmed = await request<BookingStatusData>(
      api(),
      'PUT',
      '/booking/confirm-return-item',
      { bookingId },
      supplier,
    )
    expect(confirmed.body.data).toMatchObject({
      bookingStatus: 'COMPLETED',
      refund: { bondRefunded: item.bond },
    })
    const byHirer = await request(
      api(),
      'POST',
      '/user/review',
      { bookingId, type: 2, rating: 4, comment: 'Careful hirer' },
      supplier,
    )
    expect(byHirer.status).toBe(200)
    const done = await detail(api(), bookingId, hirer.auth)
    expect(done).toMatchObject({
      bookingStatus: 'COMPLETED',
      review: { rating, reviewTags: [{ tagId: tag._id, tagName: tag.tagName, kind: 'POSITIVE' }] },
      tip: { tipAmount: tip, cardId: hirer.card.id },
      refundedAmount: item.bond,
    })
    const history = await api().get<BookingListData>('/booking?type=History', hirer.auth)
    expect(history.list.map((b) => b._id)).toEqual([bookingId])
    const charges = await chargesOf(api(), hirer.auth, bookingId)
    const rows = charges.map((charge) => `${charge.kind} ${charge.purpose} ${charge.amount}`)
    expect(rows.sort()).toEqual(
      [
        `charge CHECKOUT ${(hire + deposit) / 100}`,
        `charge BOND ${item.bond}`,
        `charge TIP ${tip}`,
        `refund null ${item.bond}`,
      ].sort(),
    )
  })

  it('approves instant bookings at once; the supplier may still decline them, refunding all', async () => {
    const hirer = await hirerWithCard(api())
    const itemId = instant[0] as string
    const item = await itemOf(api(), itemId)
    const start = clock.day(5)
    const { body, quote } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start },
      clock.now(),
    )
    const booked = await request<CheckoutData>(api(), 'POST', '/booking/checkout', body, hirer.auth)
    expect(booked.body.data).toMatchObject({
      bookingStatus: 'APPROVED',
      bookingType: 'INSTANT',
      bondLater: 0,
    })
    const bookingId = booked.body.data.bookingId
    const supplier = await supplierAuth(api(), itemId)
    const declined = await request<BookingStatusData>(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { bookingId, bookingStatus: 'DECLINED' },
      supplier,
    )
    expect(declined.body.data).toMatchObject({
      bookingStatus: 'DECLINED',
      refund: {
        tier: 'full',
        refunded: (quote.plan.nowCents - quote.bondCents) / 100,
        kept: 0,
        bondRefunded: quote.bondCents / 100,
      },
    })
    const charges = await chargesOf(api(), hirer.auth, bookingId)
    const refunded = charges
      .filter((c) => c.kind === 'refund')
      .reduce((sum, c) => sum + c.amount, 0)
    expect(Math.round(refunded * 100)).toBe(quote.plan.nowCents)
  })

  it('keeps bookings to their hirer and supplier; guests are asked to log in', async () => {
    const hirer = await hirerWithCard(api())
    const other = await hirerWithCard(api())
    const itemId = instant[1] as string
    const item = await itemOf(api(), itemId)
    const start = clock.day(8)
    const { body } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start },
      clock.now(),
    )
    const booked = await request<CheckoutData>(api(), 'POST', '/booking/checkout', body, hirer.auth)
    const bookingId = booked.body.data.bookingId
    const stranger = await request(api(), 'GET', `/booking/${bookingId}`, undefined, other.auth)
    expect(stranger).toMatchObject({
      status: 403,
      body: { message: 'This booking belongs to another user.' },
    })
    const strangerCancel = await request(
      api(),
      'PUT',
      '/booking/cancel-request',
      { bookingId, reason: 'mine now' },
      other.auth,
    )
    expect(strangerCancel.status).toBe(403)
    const guest = bearer(await guestToken(api()))
    for (const [method, path, payload] of [
      ['GET', '/booking?type=Current', undefined],
      ['GET', `/booking/${bookingId}`, undefined],
      ['POST', '/booking/checkout', body],
      ['GET', '/user/cards', undefined],
    ] as const) {
      const refused = await request(api(), method, path, payload, guest)
      expect(refused, path).toMatchObject({
        status: 403,
        body: { message: 'Please log in or sign up to continue.' },
      })
      expect((await request(api(), method, path, payload, null)).status).toBe(401)
    }
    const unknown = await request(
      api(),
      'GET',
      '/booking/00000000-0000-4000-8000-000000000000',
      undefined,
      hirer.auth,
    )
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Booking not found.' } })
    expect((await request(api(), 'GET', '/booking/nope', undefined, hirer.auth)).status).toBe(400)
    expect((await api().get<BookingListData>('/booking?type=Current', other.auth)).total).toBe(0)
  })
})
