import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors.ts'

const { put } = vi.hoisted(() => ({ put: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { put }, bindSession: () => {} }))

const { createBookingPayment } = await import('./payments.ts')

const paid = { bookingId: 'b1', bookingStatus: 'APPROVED', charged: 67.5, paidAmount: 135 }
const keyOf = (call: number) => put.mock.calls[call]?.[1].headers['Idempotency-Key']

beforeEach(() => put.mockReset())

describe('createBookingPayment', () => {
  it('asks for a card first, in the spec’s words', async () => {
    const payment = createBookingPayment('balance', 'b1')
    expect(await payment.pay(6750)).toBeNull()
    expect(payment.$payment.get().error).toBe(
      'Please select the card from list or add new card for payment!',
    )
    expect(put).not.toHaveBeenCalled()
    payment.selectCard('card-1')
    expect(payment.$payment.get().error).toBeNull()
  })

  it('pays a standard booking’s balance with PUT /items/pickup/payment', async () => {
    put.mockResolvedValue(paid)
    const payment = createBookingPayment('balance', 'b1')
    payment.selectCard('card-1')
    expect(await payment.pay(6750)).toEqual(paid)
    expect(put).toHaveBeenCalledWith('/items/pickup/payment', {
      auth: 'bearer',
      body: { bookingId: 'b1', paymentMethod: 'STRIPE', cardId: 'card-1', amount: 67.5 },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/) },
    })
    expect(payment.$payment.get()).toMatchObject({ paying: false, error: null })
  })

  it('pays an approved change with PUT /booking/change-request/payment', async () => {
    put.mockResolvedValue(paid)
    const payment = createBookingPayment('change', 'b1')
    payment.selectCard('card-1')
    await payment.pay(9000)
    expect(put.mock.calls[0]?.[0]).toBe('/booking/change-request/payment')
    expect(put.mock.calls[0]?.[1].body.amount).toBe(90)
  })

  it('retries the same payment with the same key; another card is a new attempt', async () => {
    put.mockRejectedValueOnce(new ApiError('This payment is already being processed.', 409, {}))
    put.mockRejectedValueOnce(
      new ApiError('Your card was declined. Please try another card.', 402, {}),
    )
    put.mockResolvedValueOnce(paid)
    const payment = createBookingPayment('balance', 'b1')
    payment.selectCard('card-1')
    expect(await payment.pay(6750)).toBeNull()
    expect(payment.$payment.get().error).toBe('This payment is already being processed.')
    await payment.pay(6750)
    expect(keyOf(1)).toBe(keyOf(0))
    expect(payment.$payment.get().error).toBe('Your card was declined. Please try another card.')
    payment.selectCard('card-2')
    await payment.pay(6750)
    expect(keyOf(2)).not.toBe(keyOf(1))
  })
})
