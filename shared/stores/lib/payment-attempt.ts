/**
 * One Idempotency-Key per payment attempt (shared/contract/checkout/payments.ts): a retry of the same
 * request (a double click, a timeout, a reload while paying) sends the same key, so the
 * server never charges twice; another request body (another card, plan or amount) is a new
 * attempt with a new key. Keep the attempt where a reload finds it (the wizard's session).
 */

export interface PaymentAttempt {
  /** the Idempotency-Key of this attempt, sent again on every retry */
  key: string
  /** the request body the key was made for: another body is another attempt */
  fingerprint: string
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** The same request keeps its key; another request is a new attempt with a new key. */
export function attemptFor(previous: PaymentAttempt | null, body: unknown): PaymentAttempt {
  const fingerprint = JSON.stringify(body)
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint }
}
