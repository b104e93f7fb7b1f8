import { describe, expect, it } from 'vitest'
import { idempotencyHeader } from '../../contract/checkout/payments.ts'
import { attemptFor } from './payment-attempt.ts'
import { paymentOptions } from './payment-call.ts'

describe('paymentOptions', () => {
  it("signs the call and sends the attempt's key with the body", () => {
    const body = { bookingId: 'b1', cardId: 'c1' }
    const attempt = attemptFor(null, body)
    expect(paymentOptions(body, attempt)).toEqual({
      auth: 'bearer',
      body,
      headers: { [idempotencyHeader]: attempt.key },
    })
  })

  it('sends the same key again for a retry of the same attempt', () => {
    const body = { amount: 12.5 }
    const first = attemptFor(null, body)
    const retry = attemptFor(first, { amount: 12.5 })
    expect(paymentOptions(body, retry).headers).toEqual(paymentOptions(body, first).headers)
  })
})
