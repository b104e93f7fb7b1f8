import { expect, it } from 'vitest'
import type { BookingRecord, BookingStatusData } from '../../shared/contract/booking/records.ts'
import type { NotificationListData } from '../../shared/contract/notifications/notifications.ts'
import type { OrdersData, SupplierOrderDetail } from '../../shared/contract/supplier/orders.ts'
import { signIn } from './accounts.ts'
import {
  DAY,
  detail,
  HOUR,
  hirerWithCard,
  listings,
  request,
  serverClock,
  supplierAuth,
  uploadPhoto,
} from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'
import { demoSupplierId, plan } from './seed-facts.ts'
import { book, demoSupplier } from './supplier-support.ts'

// Products of this suite's own share (slot 9) that take requests and price by the day.
const [firstItem, secondItem] = listings(
  9,
  (item) =>
    !item.instantBooking &&
    plan.rows.itemPrices.some((price) => price.itemId === item.id && price.type === 1),
)
const supplierOf = (itemId: string | undefined) =>
  plan.rows.items.find((item) => item.id === itemId)?.supplierId
const seededChange = plan.rows.bookings.find(
  (b) => b.supplierId === demoSupplierId && b.status === 'CHANGE_REQUEST',
)?.id as string
const otherItem = plan.rows.items.find(
  (item) =>
    item.supplierId !== supplierOf(firstItem) &&
    item.supplierId !== supplierOf(secondItem) &&
    item.supplierId !== plan.console.payoutPendingSupplierId,
)?.id as string

describeApi('supplier decisions, cancel and dispute, return, review and insurance', (api) => {
  const clock = serverClock(api)
  const put = (path: string, body: unknown, auth: string) =>
    request<BookingStatusData>(api(), 'PUT', path, body, auth)
  const post = (path: string, body: unknown, auth: string) =>
    request<Record<string, unknown>>(api(), 'POST', path, body, auth)
  const badge = async (auth: string) =>
    (await api().get<OrdersData>('/orders?type=AWAITING&limit=0', auth)).awaitngReview
  const awaitingIds = async (auth: string) =>
    (await api().get<OrdersData>('/orders?type=AWAITING&limit=100', auth)).list.map((o) => o._id)

  it('accepts a request the hirer then sees approved; refuses illegal moves', async () => {
    const supplier = await supplierAuth(api(), firstItem as string)
    const hirer = await hirerWithCard(api())
    const bookingId = await book(api(), hirer, firstItem as string, clock.day(90), clock.now())
    expect(await awaitingIds(supplier)).toContain(bookingId)
    expect(await badge(supplier)).toBeGreaterThan(0)
    const approved = await put(
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      supplier,
    )
    expect(approved.body.data).toEqual({ bookingId, bookingStatus: 'APPROVED' })
    expect(await awaitingIds(supplier)).not.toContain(bookingId)
    expect((await detail(api(), bookingId, hirer.auth)).bookingStatus).toBe('APPROVED')
    const again = await put(
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      supplier,
    )
    expect(again.status).toBe(400)
    const notAChange = await put(
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVE' },
      supplier,
    )
    expect(notAChange.status).toBe(400)

    // The supplier's cancel request, disputed by the hirer, then asked again and accepted.
    const empty = await put('/booking/cancel/supplier', { bookingId, reason: ' ' }, supplier)
    expect(empty).toMatchObject({ status: 400, body: { message: 'field is required' } })
    const byHirer = await put('/booking/cancel/supplier', { bookingId, reason: 'x' }, hirer.auth)
    expect(byHirer.status).toBe(403)
    const other = await supplierAuth(api(), otherItem)
    const byOther = await put('/booking/cancel/supplier', { bookingId, reason: 'x' }, other)
    expect(byOther.status).toBe(403)
    const reason = 'The kayak needs repairs that week.'
    const asked = await put('/booking/cancel/supplier', { id: bookingId, reason }, supplier)
    expect(asked.body.data.bookingStatus).toBe('PENDING_CANCELATION')
    // the supplier's own request waits for the hirer, not for the supplier
    expect(await awaitingIds(supplier)).not.toContain(bookingId)
    const seen = await detail(api(), bookingId, hirer.auth)
    expect(seen.cancelItem).toMatchObject({ reason, requestedBy: 'SUPPLIER' })
    const ownAnswer = await put(
      '/booking/cancel/accept-decline',
      { id: bookingId, status: 'APPROVE' },
      supplier,
    )
    expect(ownAnswer.status).toBe(403)
    const long = await post('/dispute', { id: bookingId, desc: 'x'.repeat(1001) }, hirer.auth)
    expect(long.status).toBe(400)
    const disputed = await post(
      '/dispute',
      { id: bookingId, desc: 'I already paid for transport.' },
      hirer.auth,
    )
    expect(disputed.body.data).toMatchObject({ bookingStatus: 'APPROVED' })
    expect((await detail(api(), bookingId, supplier)).dispute).toMatchObject({
      description: 'I already paid for transport.',
    })
    await put('/booking/cancel/supplier', { bookingId, reason }, supplier)
    const accepted = await put(
      '/booking/cancel/accept-decline',
      { id: bookingId, status: 'APPROVE' },
      hirer.auth,
    )
    expect(accepted.body.data.bookingStatus).toBe('CANCELED')
    const cancelled = await detail(api(), bookingId, hirer.auth)
    // Cancelled by the supplier: everything paid comes back.
    expect(cancelled.refundedAmount).toBeCloseTo(cancelled.paidAmount, 2)
  })

  it('answers a change request through the status table', async () => {
    const supplier = await demoSupplier(api())
    const declined = await put(
      '/booking/change/request',
      { bookingId: seededChange, bookingStatus: 'DECLINE' },
      supplier,
    )
    expect(declined.status).toBe(200)
    const twice = await put(
      '/orders/approveOrDecline',
      { id: seededChange, status: 'DECLINE' },
      supplier,
    )
    expect(twice.status).toBe(400)
  })

  it('confirms a return, reviews the hirer and claims insurance, owner only', async () => {
    let supplier = await supplierAuth(api(), secondItem as string)
    const hirer = await hirerWithCard(api())
    const start = clock.day(120)
    const bookingId = await book(api(), hirer, secondItem as string, start, clock.now())
    await put('/orders/approveOrDecline', { id: bookingId, status: 'APPROVED' }, supplier)
    const photo = await uploadPhoto(api(), hirer.auth)
    const early = await put('/booking/confirm-return-item', { bookingId }, supplier)
    expect(early.status).toBe(400)
    clock.advance(start - clock.now() - 12 * HOUR)
    // Sessions expire while the clock moves on: everyone signs in again.
    const hirerAuth = bearer(String((await signIn(api(), hirer.email)).body.data.accessToken))
    supplier = await supplierAuth(api(), secondItem as string)
    const other = await supplierAuth(api(), otherItem)
    const picked = await put(
      '/items/pickup',
      { bookingId, unmentionDamaged: false, media: [photo] },
      hirerAuth,
    )
    expect(picked.body, JSON.stringify(picked.body)).toMatchObject({
      data: { bookingStatus: 'ACTIVE' },
    })
    clock.advance(DAY)
    const returned = await request<BookingStatusData>(
      api(),
      'PUT',
      '/items/return',
      { bookingId, anyDamaged: false, media: [photo] },
      hirerAuth,
      { 'Idempotency-Key': `console-return-${bookingId}` },
    )
    expect(returned.status).toBe(200)
    const awaiting = await api().get<OrdersData>('/orders?type=AWAITING&limit=100', supplier)
    expect(awaiting.list.find((order) => order._id === bookingId)?.bookingStatus).toBe('RETRUNED')

    const claim = { bookingId, reason: 'Damage', claimDetail: 'A dent in the hull.' }
    expect((await post('/user/insurance/claim', claim, hirerAuth)).status).toBe(403)
    expect((await post('/user/insurance/claim', claim, other)).status).toBe(403)
    const noDetails = await post(
      '/user/insurance/claim',
      { bookingId, reason: 'Damage', claimDetail: '' },
      supplier,
    )
    expect(noDetails).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Please enter details of the claim') },
    })
    const badReason = await post('/user/insurance/claim', { ...claim, reason: 'Fire' }, supplier)
    expect(badReason.status).toBe(400)

    for (const caller of [hirerAuth, other]) {
      const refused = await put('/booking/confirm-return-item', { bookingId }, caller)
      expect(refused.status).toBe(403)
    }
    const confirmed = await put('/booking/confirm-return-item', { id: bookingId }, supplier)
    expect(confirmed.status).toBe(200)
    expect((await put('/booking/confirm-return-item', { bookingId }, supplier)).status).toBe(400)

    const review = {
      bookingId,
      hirerId: hirer.userId,
      itemId: secondItem,
      itemName: 'Kayak',
      type: 2,
      rating: 4,
      comment: 'Careful and on time.',
    }
    const noComment = await post('/user/review', { ...review, comment: ' ' }, supplier)
    expect(noComment).toMatchObject({ status: 400, body: { message: 'Field is Required' } })
    const noRating = await post('/user/review', { ...review, rating: 0 }, supplier)
    expect(noRating.status).toBe(400)
    expect((await post('/user/review', review, other)).status).toBe(403)
    expect((await post('/user/review', review, supplier)).status).toBe(200)
    expect((await post('/user/review', review, supplier)).status).toBe(409)

    const filed = await post(
      '/user/insurance/claim',
      { bookingId, reason: 'Damage', claimDetails: 'A dent in the hull.' },
      supplier,
    )
    expect(filed).toMatchObject({
      status: 200,
      body: { data: { bookingId, insuranceStatus: 'SUBMITTED' } },
    })
    expect((await post('/user/insurance/claim', claim, supplier)).status).toBe(409)
    // the hirer hears of the claim once, and the bell opens their booking
    const told = await api().get<NotificationListData>('/notification/list?limit=50', hirerAuth)
    const claimNotes = told.list.filter(
      (note) => note.type === 'INSURANCE_CLAIM' && note.bookingId === bookingId,
    )
    expect(claimNotes).toHaveLength(1)
    const order = await api().get<SupplierOrderDetail>(`/awaiting/items/${bookingId}`, supplier)
    expect(order).toMatchObject({
      bookingStatus: 'COMPLETED',
      insuranceStatus: 'SUBMITTED',
      hirerReviewed: true,
      // the review feeds the hirer's rating
      hirerDetail: { _id: hirer.userId, rating: 4, reviewCount: 1 },
    })
    const record: BookingRecord = await detail(api(), bookingId, hirerAuth)
    expect(record.bookingStatus).toBe('COMPLETED')
  })
})
