import { describe, expect, it } from 'vitest'
import type { Db } from '../db/connect.ts'
import { createPaymentProcessor } from './payments.ts'
import { type CustomerStore, stripePayments } from './payments-stripe.ts'

interface Sent {
  url: string
  headers: Record<string, string>
  form: Record<string, string>
}

/** Stripe's API as far as these calls go, answering from a script. */
function fakeStripe(answers: Record<string, [number, object]>) {
  const sent: Sent[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('https://api.stripe.com/v1', '')
    sent.push({
      url: path,
      headers: init?.headers as Record<string, string>,
      form: Object.fromEntries(new URLSearchParams(String(init?.body))),
    })
    const [status, body] = answers[path] ?? [404, { error: { type: 'invalid_request_error' } }]
    return new Response(JSON.stringify(body), { status })
  }
  return { sent, fetch: fetch as typeof globalThis.fetch }
}

function memoryCustomers(): CustomerStore & { saved: Map<string, string> } {
  const saved = new Map<string, string>()
  return {
    saved,
    find: async (_db, userId) => saved.get(userId) ?? null,
    save: async (_db, userId, ref) => {
      saved.set(userId, ref)
    },
  }
}

const db = {} as Db
const method = {
  id: 'pm_1',
  billing_details: { name: 'Olivia Nguyen' },
  card: { last4: '4242', brand: 'visa', exp_month: 4, exp_year: 2031 },
}

describe('Stripe payment processor', () => {
  it('saves a token as a payment method of the user\u2019s customer, made once', async () => {
    const stripe = fakeStripe({
      '/customers': [200, { id: 'cus_1' }],
      '/payment_methods': [200, { id: 'pm_1' }],
      '/payment_methods/pm_1/attach': [200, method],
    })
    const customers = memoryCustomers()
    const processor = stripePayments({ secretKey: 'sk_test_x', fetch: stripe.fetch, customers })
    const input = { userId: 'u1', email: 'olivia@example.com', token: 'tok_visa' }
    expect(await processor.saveCard(db, input)).toEqual({
      ref: 'pm_1',
      name: 'Olivia Nguyen',
      last4: '4242',
      brand: 'visa',
      exp_month: 4,
      exp_year: 2031,
    })
    expect(stripe.sent.map((call) => call.url)).toEqual([
      '/customers',
      '/payment_methods',
      '/payment_methods/pm_1/attach',
    ])
    const [customer, created, attached] = stripe.sent
    expect(customer?.headers).toMatchObject({
      authorization: 'Bearer sk_test_x',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'customer-u1',
    })
    expect(customer?.form).toEqual({ email: 'olivia@example.com', 'metadata[userId]': 'u1' })
    expect(created?.form).toEqual({ type: 'card', 'card[token]': 'tok_visa' })
    expect(attached?.form).toEqual({ customer: 'cus_1' })
    expect(customers.saved.get('u1')).toBe('cus_1')
    await processor.saveCard(db, input)
    expect(stripe.sent.filter((call) => call.url === '/customers')).toHaveLength(1)
  })

  it('charges off-session PaymentIntents in AUD with the idempotency key forwarded', async () => {
    const customers = memoryCustomers()
    customers.saved.set('u1', 'cus_1')
    const request = {
      userId: 'u1',
      methodRef: 'pm_1',
      amountCents: 12_345,
      idempotencyKey: 'checkout-abc',
      description: 'Booking b1: checkout',
      metadata: { bookingId: 'b1', purpose: 'CHECKOUT' },
    }
    const paid = fakeStripe({ '/payment_intents': [200, { id: 'pi_1', status: 'succeeded' }] })
    const processor = stripePayments({ secretKey: 'sk', fetch: paid.fetch, customers })
    expect(await processor.charge(db, request)).toEqual({ ok: true, ref: 'pi_1' })
    expect(paid.sent[0]?.headers['idempotency-key']).toBe('checkout-abc')
    expect(paid.sent[0]?.form).toEqual({
      amount: '12345',
      currency: 'aud',
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: 'true',
      off_session: 'true',
      description: 'Booking b1: checkout',
      'metadata[bookingId]': 'b1',
      'metadata[purpose]': 'CHECKOUT',
    })
    const card = { error: { type: 'card_error', code: 'card_declined' } }
    const declined = fakeStripe({ '/payment_intents': [402, card] })
    const refusing = stripePayments({ secretKey: 'sk', fetch: declined.fetch, customers })
    expect(await refusing.charge(db, request)).toEqual({ ok: false, reason: 'declined' })
    const down = fakeStripe({ '/payment_intents': [500, { error: { type: 'api_error' } }] })
    const failing = stripePayments({ secretKey: 'sk', fetch: down.fetch, customers })
    expect(await failing.charge(db, request)).toEqual({ ok: false, reason: 'failed' })
    const stranger = await processor.charge(db, { ...request, userId: 'nobody' })
    expect(stranger).toEqual({ ok: false, reason: 'failed' })
  })

  it('refunds, edits and detaches through their endpoints', async () => {
    const stripe = fakeStripe({
      '/refunds': [200, { id: 're_1' }],
      '/payment_methods/pm_1': [200, method],
      '/payment_methods/pm_1/detach': [200, method],
    })
    const processor = stripePayments({ secretKey: 'sk', fetch: stripe.fetch })
    const refund = { userId: 'u1', chargeRef: 'pi_1', amountCents: 500, idempotencyKey: 'r-1' }
    expect(await processor.refund(db, refund)).toEqual({ ok: true, ref: 're_1' })
    expect(stripe.sent[0]).toMatchObject({
      form: { payment_intent: 'pi_1', amount: '500' },
      headers: { 'idempotency-key': 'r-1' },
    })
    const edit = { userId: 'u1', ref: 'pm_1', name: 'O Nguyen', exp_month: 5, exp_year: 2032 }
    expect(await processor.updateCard(db, edit)).toBe(true)
    expect(stripe.sent[1]?.form).toEqual({
      'billing_details[name]': 'O Nguyen',
      'card[exp_month]': '5',
      'card[exp_year]': '2032',
    })
    await processor.removeCard(db, { userId: 'u1', ref: 'pm_1' })
    expect(stripe.sent[2]?.url).toBe('/payment_methods/pm_1/detach')
    expect(processor).toMatchObject({ name: 'stripe', external: true })
  })

  it('is chosen only when a secret key is configured', () => {
    const now = () => new Date()
    expect(createPaymentProcessor({ stripeSecretKey: 'sk_live_x', now }).name).toBe('stripe')
    expect(createPaymentProcessor({ stripeSecretKey: undefined, now }).name).toBe('sandbox')
  })
})
