/**
 * The real payment processor: Stripe's REST API over fetch (no SDK). A user becomes a
 * Stripe customer with their first card; a card token from Stripe.js becomes a payment
 * method attached to that customer; charges are off-session PaymentIntents confirmed at
 * once, with our idempotency key forwarded, so a retried call never charges twice.
 * Never used by the tests, which run the sandbox processor; its unit test fakes fetch.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { paymentCustomers } from '../db/schema.ts'
import type { PaymentProcessor, SavedMethod } from './payments.ts'

/** Where a user's Stripe customer id is kept (our database; a map in unit tests). */
export interface CustomerStore {
  find(db: Db, userId: string): Promise<string | null>
  save(db: Db, userId: string, customerRef: string): Promise<void>
}

const mine = (userId: string) =>
  and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.processor, 'stripe'))

export const databaseCustomers: CustomerStore = {
  async find(db, userId) {
    const [known] = await db.select().from(paymentCustomers).where(mine(userId)).limit(1)
    return known?.customerRef ?? null
  },
  async save(db, userId, customerRef) {
    await db
      .insert(paymentCustomers)
      .values({ userId, processor: 'stripe', customerRef })
      .onConflictDoNothing()
  },
}

export interface StripeOptions {
  secretKey: string
  fetch?: typeof fetch
  apiBase?: string
  customers?: CustomerStore
}

type Params = Record<string, string | number | boolean | undefined>

interface StripeAnswer {
  ok: boolean
  status: number
  body: Record<string, unknown>
}

interface StripeMethod {
  id: string
  billing_details?: { name?: string | null }
  card?: { last4?: string; brand?: string; exp_month?: number; exp_year?: number }
}

export function stripePayments(options: StripeOptions): PaymentProcessor {
  const send = options.fetch ?? fetch
  const base = options.apiBase ?? 'https://api.stripe.com/v1'
  const customers = options.customers ?? databaseCustomers

  async function call(path: string, params: Params = {}, key?: string): Promise<StripeAnswer> {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) form.set(name, String(value))
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    }
    if (key) headers['idempotency-key'] = key
    const response = await send(`${base}${path}`, {
      method: 'POST',
      headers,
      body: form.toString(),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, status: response.status, body }
  }

  async function customerOf(db: Db, userId: string, email: string): Promise<string | null> {
    const known = await customers.find(db, userId)
    if (known) return known
    // Keyed by user: two first cards saved at once still make one customer.
    const created = await call(
      '/customers',
      { email, 'metadata[userId]': userId },
      `customer-${userId}`,
    )
    const id = created.ok ? String(created.body.id ?? '') : ''
    if (!id) return null
    await customers.save(db, userId, id)
    return id
  }

  const saved = (method: StripeMethod): SavedMethod => ({
    ref: method.id,
    name: method.billing_details?.name ?? '',
    last4: method.card?.last4 ?? '',
    brand: method.card?.brand ?? 'card',
    exp_month: method.card?.exp_month ?? 1,
    exp_year: method.card?.exp_year ?? 2000,
  })

  return {
    name: 'stripe',
    external: true,

    async saveCard(db, { userId, email, token }) {
      const customer = await customerOf(db, userId, email)
      if (!customer) return null
      const method = await call('/payment_methods', { type: 'card', 'card[token]': token })
      if (!method.ok) return null
      const id = String(method.body.id)
      const attached = await call(`/payment_methods/${encodeURIComponent(id)}/attach`, { customer })
      return attached.ok ? saved(attached.body as unknown as StripeMethod) : null
    },

    async updateCard(_db, { ref, name, exp_month, exp_year }) {
      const answer = await call(`/payment_methods/${encodeURIComponent(ref)}`, {
        'billing_details[name]': name,
        'card[exp_month]': exp_month,
        'card[exp_year]': exp_year,
      })
      return answer.ok
    },

    async removeCard(_db, { ref }) {
      await call(`/payment_methods/${encodeURIComponent(ref)}/detach`)
    },

    async charge(db, request) {
      const customer = await customers.find(db, request.userId)
      if (!customer) return { ok: false, reason: 'failed' }
      const params: Params = {
        amount: request.amountCents,
        currency: 'aud',
        customer,
        payment_method: request.methodRef,
        confirm: true,
        off_session: true,
        description: request.description,
      }
      for (const [name, value] of Object.entries(request.metadata)) {
        params[`metadata[${name}]`] = value
      }
      const answer = await call('/payment_intents', params, request.idempotencyKey)
      if (answer.ok && answer.body.status === 'succeeded') {
        return { ok: true, ref: String(answer.body.id) }
      }
      const error = answer.body.error as { type?: string } | undefined
      // A card that needs the customer present (3-D Secure) cannot pay off-session either.
      const declined = answer.status === 402 || error?.type === 'card_error' || answer.ok
      return { ok: false, reason: declined ? 'declined' : 'failed' }
    },

    async refund(_db, request) {
      const answer = await call(
        '/refunds',
        { payment_intent: request.chargeRef, amount: request.amountCents },
        request.idempotencyKey,
      )
      return { ok: answer.ok, ref: answer.ok ? String(answer.body.id) : '' }
    },
  }
}
