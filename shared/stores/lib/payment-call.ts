/**
 * How a payment call is sent: signed, with its attempt's Idempotency-Key
 * (`payment-attempt.ts`), so a retry of the same attempt is never charged twice. Apart from
 * the attempts, which the booking wizards' sessions keep in first loads without paying.
 */
import type { CallOptions } from '../../api/client.ts'
import { idempotencyHeader } from '../../contract/checkout/payments.ts'
import type { PaymentAttempt } from './payment-attempt.ts'

/** The options of a payment call carrying `body` for `attempt`. */
export function paymentOptions(body: unknown, attempt: PaymentAttempt): CallOptions {
  return { auth: 'bearer', body, headers: { [idempotencyHeader]: attempt.key } }
}
