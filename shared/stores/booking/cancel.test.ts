import { beforeEach, describe, expect, it, vi } from 'vitest'
import { record } from '../../../tests/fixtures/booking-record.ts'

const { put } = vi.hoisted(() => ({ put: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { put }, bindSession: () => {} }))

const { checkCancelReason, refundPreview, sendCancelRequest } = await import('./cancel.ts')

const HOUR = 3_600_000
const start = new Date(2026, 5, 20).getTime()

beforeEach(() => put.mockReset())

describe('refundPreview (the cancellation tiers)', () => {
  const paidInFull = record({
    bookingStatus: 'APPROVED',
    startDate: start,
    endDate: start,
    paidAmount: 135,
    bond: 100,
    bondCharged: true,
  })

  it('more than 48 hours before pick-up: everything back, bond included', () => {
    expect(refundPreview(paidInFull, start - 49 * HOUR)).toEqual({
      tier: 'full',
      refundCents: 13_500,
      keptCents: 0,
      bondRefundCents: 10_000,
      immediate: false,
      paidCents: 23_500,
    })
  })

  it('24 to 48 hours: 25 percent of a booking paid in full is kept', () => {
    expect(refundPreview(paidInFull, start - 48 * HOUR)).toMatchObject({
      tier: 'partial',
      refundCents: 10_125,
      keptCents: 3_375,
      bondRefundCents: 10_000,
    })
  })

  it('24 to 48 hours: 50 percent of a standard booking’s deposit is kept', () => {
    const standard = record({
      ...paidInFull,
      isStandardBooking: true,
      paidAmount: 67.5,
      bondCharged: false,
    })
    expect(refundPreview(standard, start - 24 * HOUR)).toMatchObject({
      tier: 'partial',
      refundCents: 3_375,
      keptCents: 3_375,
      bondRefundCents: 0,
      paidCents: 6_750,
    })
  })

  it('under 24 hours: nothing of the hire comes back, the bond does', () => {
    expect(refundPreview(paidInFull, start - 23 * HOUR)).toMatchObject({
      tier: 'none',
      refundCents: 0,
      keptCents: 13_500,
      bondRefundCents: 10_000,
    })
  })

  it('a request not yet approved is withdrawn at once, in full', () => {
    const requested = record({ ...paidInFull, bookingStatus: 'REQUESTED' })
    expect(refundPreview(requested, start - HOUR)).toMatchObject({
      tier: 'full',
      immediate: true,
      refundCents: 13_500,
    })
  })
})

describe('the cancel request', () => {
  it('needs a reason', () => {
    expect(checkCancelReason('   ')).toBe('field is required')
    expect(checkCancelReason('Plans changed')).toBeNull()
  })

  it('sends PUT /booking/cancel-request with the trimmed reason', async () => {
    put.mockResolvedValue({ bookingId: 'b1', bookingStatus: 'PENDING_CANCELATION' })
    await sendCancelRequest('b1', '  Plans changed ')
    expect(put).toHaveBeenCalledWith('/booking/cancel-request', {
      auth: 'bearer',
      body: { bookingId: 'b1', reason: 'Plans changed', media: [] },
    })
  })
})
