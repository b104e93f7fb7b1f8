/**
 * One Idempotency-Key per payment attempt (shared/contract/checkout/payments.ts): a retry of the same
 * body (a double click, a timeout, a reload while paying) sends the same key, so the server
 * never charges twice; another body (another card, another tip) is a new attempt.
 */

import { messages } from '../../../shared/contract/core/messages.ts'
import { attemptFor, type PaymentAttempt } from '../../../shared/stores/checkout/payment.ts'

export { attemptFor, type PaymentAttempt }

/** The message of a failed call: the server's own (402 'Your card was declined…'), or ours. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.somethingWentWrong
}
