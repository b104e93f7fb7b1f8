import { beforeEach, describe, expect, it, vi } from 'vitest'
import { midnight, pricedKayak, record } from '../../../tests/fixtures/booking-record.ts'

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { createChangeRequest, pickChangeDay, changeBookingOf } = await import('./change.ts')
const { toYmd } = await import('../../domain/booking/ymd.ts')

const today = midnight(0)
const booking = record()

beforeEach(() => {
  get.mockReset()
  post.mockReset()
  get.mockImplementation(async (path: string) => {
    if (path === '/items/item-1') return pricedKayak
    return booking
  })
})

describe('pickChangeDay', () => {
  const limits = { bookingStart: midnight(10), today }

  it('keeps the start: any day from it on is the new end; earlier and past days are refused', () => {
    const range = { start: midnight(10), end: midnight(12) }
    expect(pickChangeDay(range, midnight(-1), limits)).toBe(range)
    expect(pickChangeDay(range, midnight(9), limits)).toBe(range)
    expect(pickChangeDay(range, midnight(15), limits)).toEqual({
      start: midnight(10),
      end: midnight(15),
    })
    const moved = { start: midnight(10), end: midnight(15) }
    expect(pickChangeDay(moved, midnight(13), limits)).toEqual({
      start: midnight(10),
      end: midnight(13),
    })
    expect(pickChangeDay(moved, midnight(10), limits)).toEqual({
      start: midnight(10),
      end: midnight(10),
    })
  })

  it('keeps the start of a hire that has begun: a click moves the end', () => {
    const begun = { bookingStart: midnight(-2), today }
    expect(pickChangeDay({ start: midnight(-2), end: midnight(1) }, midnight(4), begun)).toEqual({
      start: midnight(-2),
      end: midnight(4),
    })
  })
})

describe('createChangeRequest', () => {
  it('reads the booking in cents; a standard booking’s balance counts as paid once paid', () => {
    expect(changeBookingOf(booking)).toMatchObject({
      hireCents: 13_500,
      totalCents: 23_500,
      bondCents: 10_000,
      quantity: 1,
      balancePaid: true,
    })
    const standard = record({ isStandardBooking: true, paidAmount: 67.5 })
    expect(changeBookingOf(standard).balancePaid).toBe(false)
  })

  it('step 1 says what is wrong with the dates, in the spec’s words', async () => {
    const request = createChangeRequest(booking, { today })
    request.$change.setKey('range', { start: midnight(10), end: null })
    await request.next()
    expect(request.$change.get().error).toBe('Please select the proper date.')
    request.$change.setKey('range', { start: midnight(11), end: midnight(14) })
    await request.next()
    expect(request.$change.get().error).toBe('You can not change start date.')
    request.pick(midnight(12))
    expect(request.$change.get()).toMatchObject({
      range: { start: midnight(10), end: midnight(12) },
      error: null,
    })
    await request.next()
    expect(request.$change.get().error).toBe(
      'Please select a booking period greater than your previous booking period.',
    )
    expect(request.$change.get().step).toBe('dates')
  })

  it('one pick moves the end: the start stays', async () => {
    const request = createChangeRequest(booking, { today })
    request.pick(midnight(14))
    expect(request.$change.get().range).toEqual({ start: midnight(10), end: midnight(14) })
    expect(await request.next()).toBe(true)
    expect(request.$change.get().step).toBe('compare')
  })

  it('Next prices the new period; Back returns to the dates', async () => {
    const request = createChangeRequest(booking, { today })
    request.pick(midnight(10))
    request.pick(midnight(14))
    expect(await request.next()).toBe(true)
    const value = request.$change.get()
    expect(value.step).toBe('compare')
    expect(value.quote).toMatchObject({
      hireCents: 22_500,
      totalCents: 32_500,
      differenceCents: 9_000,
      pendingCents: 9_000,
      hire: { type: 1, count: 5 },
    })
    request.back()
    expect(request.$change.get()).toMatchObject({ step: 'dates', error: null })
  })

  it('a standard booking with its second half due pays half the difference now', async () => {
    const standard = record({ isStandardBooking: true, paidAmount: 67.5, balanceDue: 67.5 })
    const request = createChangeRequest(standard, { today })
    request.pick(midnight(10))
    request.pick(midnight(14))
    await request.next()
    expect(request.$change.get().quote).toMatchObject({
      differenceCents: 9_000,
      pendingCents: 4_500,
    })
  })

  it('Save sends the dates as YYYYMMDD with the quoted amounts, then loads the booking again', async () => {
    post.mockResolvedValue({ bookingId: 'booking-1', bookingStatus: 'CHANGE_REQUEST' })
    const request = createChangeRequest(booking, { today })
    request.pick(midnight(10))
    request.pick(midnight(14))
    await request.next()
    expect(await request.save()).toMatchObject({ bookingStatus: 'CHANGE_REQUEST' })
    expect(post).toHaveBeenCalledWith('/booking/change/request', {
      auth: 'bearer',
      body: {
        bookingId: 'booking-1',
        startDate: toYmd(midnight(10)),
        endDate: toYmd(midnight(14)),
        totalCost: 325,
        securityDeposit: 0,
        hireCost: 225,
      },
    })
    expect(request.$change.get().step).toBe('done')
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith('/booking/booking-1', expect.anything()),
    )
  })

  it('keeps the server’s refusal on step 2', async () => {
    post.mockRejectedValue(new Error('This item is not available for the selected dates.'))
    const request = createChangeRequest(booking, { today })
    request.pick(midnight(10))
    request.pick(midnight(14))
    await request.next()
    expect(await request.save()).toBeNull()
    expect(request.$change.get()).toMatchObject({
      step: 'compare',
      saving: false,
      error: 'This item is not available for the selected dates.',
    })
  })

  it('says so when the item’s prices cannot be loaded', async () => {
    get.mockRejectedValue(new Error('offline'))
    const request = createChangeRequest(booking, { today })
    request.pick(midnight(10))
    request.pick(midnight(14))
    expect(await request.next()).toBe(false)
    expect(request.$change.get()).toMatchObject({ step: 'dates', item: 'error' })
    expect(request.$change.get().error).toBeTruthy()
  })
})
