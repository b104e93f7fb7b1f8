import { expect, it } from 'vitest'
import type { BookingStatus } from '../../shared/contract/booking/fields.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import type {
  MostHiredRow,
  OrdersData,
  RevenueData,
  SupplierOrderDetail,
} from '../../shared/contract/supplier/orders.ts'
import { notHiredStatuses } from '../../shared/domain/booking/status.ts'
import { awaitsSupplier, tabStatuses } from '../../shared/domain/supplier/orders.ts'
import { addDays, localDay } from '../../shared/domain/supplier/periods.ts'
import { detail, hirerWithCard, request, serverClock, supplierAuth } from './bookings-support.ts'
import { describeApi } from './harness.ts'
import { createListing, listingSupplier, uniqueName } from './listings-support.ts'
import { demoSupplierId, plan } from './seed-facts.ts'
import {
  book,
  demoHirerAuth,
  demoSupplier,
  requestListings,
  seededRevenue,
  timeZone,
  viewCount,
} from './supplier-support.ts'

const demoBookings = plan.rows.bookings.filter((b) => b.supplierId === demoSupplierId)
const otherSupplierItem = plan.rows.items.find(
  (item) =>
    item.supplierId !== demoSupplierId && item.supplierId !== plan.console.payoutPendingSupplierId,
)?.id as string

describeApi('supplier orders and revenue', (api) => {
  const clock = serverClock(api)

  it('counts revenue in cents from the seeded hires, by the supplier\u2019s days', async () => {
    const auth = await demoSupplier(api())
    const all = await api().get<OrdersData>('/orders?type=ALL', auth)
    const total = seededRevenue()
    expect(Math.round(all.totalRevenue * 100)).toBe(total.cents)
    expect(total.hired).toBeGreaterThan(5)

    const today = localDay(new Date(clock.now()), timeZone)
    const from = addDays(today, -70)
    const to = addDays(today, 40)
    const period = await api().get<RevenueData>(
      `/revenue/graph?type=5&sDate=${from}&eDate=${to}`,
      auth,
    )
    const expected = seededRevenue({ from, to })
    expect(Math.round(period.revenue * 100)).toBe(expected.cents)
    expect(period.hired).toBe(expected.hired)
    expect(Math.round(period.totalRevenue * 100)).toBe(total.cents)
    expect(period.totalHired).toBe(total.hired)
    expect(period.unit).toBe('month')
    const graphCents = period.graph.reduce((sum, point) => sum + Math.round(point.amount * 100), 0)
    expect(graphCents).toBe(expected.cents)

    // The same range under the other spelling of the query.
    const aliased = await api().get<RevenueData>(
      `/revenue/graph?type=5&startDate=${addDays(today, -30)}&endDate=${today}`,
      auth,
    )
    expect(aliased.unit).toBe('day')
    expect(aliased.graph).toHaveLength(31)
    const month = seededRevenue({ from: addDays(today, -30), to: today })
    expect(Math.round(aliased.revenue * 100)).toBe(month.cents)

    const day = await api().get<RevenueData>('/revenue/graph?type=1&sDate=0&eDate=0', auth)
    expect(day.graph).toHaveLength(24)
    expect(Math.round(day.revenue * 100)).toBe(seededRevenue({ from: today, to: today }).cents)
    const year = await api().get<RevenueData>('/revenue/graph?type=4', auth)
    expect(year.graph).toHaveLength(12)
    const week = await api().get<RevenueData>('/revenue/graph?type=2', auth)
    expect(week.graph).toHaveLength(7)
    expect(week.from <= today && today < week.to).toBe(true)

    for (const query of [
      'type=5&sDate=2026-05-02&eDate=2026-05-01',
      'type=5&sDate=0&eDate=0',
      'type=9',
      'type=5&sDate=2026-02-30&eDate=2026-03-01',
    ]) {
      const bad = await request(api(), 'GET', `/revenue/graph?${query}`, undefined, auth)
      expect(bad.status, query).toBe(400)
    }
  })

  it('counts most hired from the same hires and views as the totals, growing as items are hired', async () => {
    const figures = async (auth: string) => {
      const [totals, rows] = await Promise.all([
        api().get<RevenueData>('/revenue/graph?type=3', auth),
        api().get<ListData<MostHiredRow>>('/items/most-hired-items?pageNo=1&limit=100', auth),
      ])
      const of = (itemId: string) => rows.list.find((row) => row._id === itemId)
      return {
        totals,
        list: rows.list,
        total: rows.total,
        hired: rows.list.reduce((sum, row) => sum + row.hireCount, 0),
        views: rows.list.reduce((sum, row) => sum + row.viewCount, 0),
        hiresOf: (itemId: string) => of(itemId)?.hireCount ?? -1,
        viewsOf: (itemId: string) => of(itemId)?.viewCount ?? -1,
      }
    }

    // The demo supplier: every listing is on the page, with its seeded hires; the rows add
    // up to the totals.
    const demo = await figures(await demoSupplier(api()))
    const own = plan.rows.items.filter((item) => item.supplierId === demoSupplierId)
    expect(demo.total).toBe(own.length)
    expect(demo.totals.totalHired).toBe(seededRevenue().hired)
    expect(demo.hired).toBe(demo.totals.totalHired)
    expect(demo.views).toBe(demo.totals.totalViews)
    for (const item of own) {
      const hires = demoBookings.filter(
        (b) => b.itemId === item.id && !notHiredStatuses.includes(b.status as BookingStatus),
      ).length
      expect(demo.hiresOf(item.id as string), item.itemName).toBe(hires)
    }
    const counts = demo.list.map((row) => row.hireCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    // A new supplier of its own (the database may be shared): a request is not a hire yet;
    // once accepted, the total and the item's row grow by one, and views add up the same.
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Revenue kayak'))
    const { itemId: otherId } = await createListing(api(), supplier, uniqueName('Revenue oars'))
    const before = await figures(supplier.auth)
    expect(before.totals).toMatchObject({ totalHired: 0, totalViews: 0, hired: 0, views: 0 })
    expect([before.total, before.hired, before.views]).toEqual([2, 0, 0])

    const hirer = await hirerWithCard(api())
    await api().get(`/items/${otherId}`, hirer.auth)
    const bookingId = await book(api(), hirer, itemId, clock.day(20), clock.now())
    expect((await detail(api(), bookingId, hirer.auth)).bookingStatus).toBe('REQUESTED')
    const requested = await figures(supplier.auth)
    expect([requested.totals.totalHired, requested.hiresOf(itemId)]).toEqual([0, 0])
    const approved = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      supplier.auth,
    )
    expect(approved.status).toBe(200)
    const after = await figures(supplier.auth)
    expect(after.totals.totalHired).toBe(1)
    expect(after.list.map((row) => [row._id, row.hireCount])).toEqual([
      [itemId, 1],
      [otherId, 0],
    ])
    expect(after.hired).toBe(after.totals.totalHired)
    expect(after.viewsOf(otherId)).toBe(1)
    expect(after.views).toBe(after.totals.totalViews)
    expect(after.totals.views).toBe(after.totals.totalViews)
  })

  it('lists each tab, 10 a page, with the awaiting count from one indexed query', async () => {
    const auth = await demoSupplier(api())
    const seen = new Set<string>()
    for (const type of ['ACTIVE', 'UPCOMMING', 'HISTORY'] as const) {
      const page = await api().get<OrdersData>(`/orders?type=${type}&limit=100`, auth)
      expect(page.list.length, type).toBeGreaterThan(0)
      for (const order of page.list) {
        seen.add(order._id)
        const pickedUp = ['ACTIVE', 'OVER_DUE', 'RETRUNED'].includes(order.bookingStatus)
        if (
          !['CHANGE_REQUEST', 'PAYMENT_REQUIRED', 'CHANGE_APPROVED'].includes(order.bookingStatus)
        )
          expect(tabStatuses[type], `${type} ${order.bookingStatus}`).toContain(order.bookingStatus)
        expect(pickedUp || type !== 'ACTIVE' || order.bookingStatus.startsWith('CHANGE')).toBe(true)
      }
    }
    const first = await api().get<OrdersData>('/orders?type=ALL&pageNo=1', auth)
    expect(first.list).toHaveLength(10)
    expect(first.total).toBe(demoBookings.length)
    const second = await api().get<OrdersData>('/orders?type=ALL&pageNo=2', auth)
    expect(second.list.length).toBe(Math.min(10, demoBookings.length - 10))
    expect(first.list[0]).toMatchObject({
      hirerDetail: { _id: expect.any(String), firstName: expect.any(String) },
      itemName: expect.any(String),
    })

    const awaiting = await api().get<OrdersData>('/orders?type=AWAITING&limit=100', auth)
    const statuses = awaiting.list.map((order) => order.bookingStatus)
    // (the seeded change request is answered by another suite on a shared database)
    expect(statuses).toEqual(
      expect.arrayContaining(['PENDING_CANCELATION', 'REQUESTED', 'RETRUNED']),
    )
    for (const order of awaiting.list)
      expect(
        awaitsSupplier({
          bookingStatus: order.bookingStatus,
          cancelRequestedBy: order.cancelItem?.requestedBy ?? null,
        }),
      ).toBe(true)
    expect(awaiting.awaitngReview).toBe(awaiting.total)
    expect(first.awaitngReview).toBe(awaiting.total)
    const badge = await api().get<OrdersData>('/orders?type=AWAITING&limit=0', auth)
    expect(badge).toEqual({ list: [], total: awaiting.total, awaitngReview: awaiting.total })

    const bad = await request(api(), 'GET', '/orders?type=UPCOMING', undefined, auth)
    expect(bad.status).toBe(400)
  })

  it('shows an order to its supplier only', async () => {
    const auth = await demoSupplier(api())
    const order = demoBookings.find((b) => b.status === 'REQUESTED')
    const id = order?.id as string
    const own = await api().get<SupplierOrderDetail>(`/awaiting/items/${id}`, auth)
    expect(own).toMatchObject({
      _id: id,
      bookingStatus: 'REQUESTED',
      hirerDetail: { _id: order?.hirerId },
      insuranceStatus: null,
      hirerReviewed: false,
    })
    const hirer = await demoHirerAuth(api())
    const other = await supplierAuth(api(), otherSupplierItem)
    for (const [who, caller] of [
      ['hirer', hirer],
      ['another supplier', other],
    ] as const) {
      const refused = await request(api(), 'GET', `/awaiting/items/${id}`, undefined, caller)
      expect(refused.status, who).toBe(403)
    }
    // Another supplier's lists hold none of the demo supplier's orders.
    const theirs = await api().get<OrdersData>('/orders?type=ALL&limit=100', other)
    const ids = new Set(demoBookings.map((b) => b.id))
    expect(theirs.list.some((entry) => ids.has(entry._id))).toBe(false)
    const hirersOwn = await api().get<OrdersData>('/orders?type=ALL&limit=100', hirer)
    expect(hirersOwn.total).toBe(0)
  })

  it('answers 426 to a supplier without payout details, after checking who asks', async () => {
    const supplierId = plan.console.payoutPendingSupplierId as string
    const itemId = requestListings(supplierId)[0] as string
    expect(itemId).toBeTruthy()
    const hirer = await hirerWithCard(api())
    const bookingId = await book(api(), hirer, itemId, clock.day(300), clock.now())
    const supplier = await supplierAuth(api(), itemId)
    for (const status of ['APPROVED', 'DECLINED']) {
      const refused = await request(
        api(),
        'PUT',
        '/orders/approveOrDecline',
        { id: bookingId, status },
        supplier,
      )
      expect(refused).toMatchObject({
        status: 426,
        body: { message: 'Please add payment details before add an item' },
      })
    }
    const byHirer = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      hirer.auth,
    )
    expect(byHirer.status).toBe(403)
    const other = await demoSupplier(api())
    const byOther = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      other,
    )
    expect(byOther.status).toBe(403)
    const still = await request(api(), 'GET', `/booking/${bookingId}`, undefined, hirer.auth)
    expect((still.body.data as { bookingStatus: string }).bookingStatus).toBe('REQUESTED')
  })

  it('counts an item page view once per visitor in a window, never the owner\u2019s own', async () => {
    const auth = await demoSupplier(api())
    // A listing no other suite books (booking reads the item page too).
    const itemId = requestListings(demoSupplierId).at(-1) as string
    const viewsOf = () => viewCount(api(), auth, itemId)
    const before = await viewsOf()
    const totals = await api().get<RevenueData>('/revenue/graph?type=1', auth)
    expect(before).toBeGreaterThanOrEqual(0)
    const hirer = await demoHirerAuth(api())
    await api().get(`/items/${itemId}`, hirer)
    await api().get(`/items/${itemId}`, hirer)
    await api().get(`/items/${itemId}`, auth)
    expect(await viewsOf()).toBe(before + 1)
    const after = await api().get<RevenueData>('/revenue/graph?type=1', auth)
    expect(after.totalViews).toBeGreaterThan(totals.totalViews)
    clock.advance(31 * 60_000)
    await api().get(`/items/${itemId}`, hirer)
    expect(await viewsOf()).toBe(before + 2)
  })
})
