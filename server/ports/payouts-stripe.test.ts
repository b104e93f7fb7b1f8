import { describe, expect, it } from 'vitest'
import { testBankPayload } from '../../shared/domain/listings/test-draft.ts'
import type { Db } from '../db/connect.ts'
import { createPayoutProcessor } from './payouts.ts'
import { stripePayouts } from './payouts-stripe.ts'

interface Sent {
  method: string
  url: string
  form: Record<string, string>
  files: Record<string, string>
}

/** Stripe's API as far as these calls go, answering from a script. */
function fakeStripe(answers: Record<string, [number, object]>) {
  const sent: Sent[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^https:\/\/(api|files)\.stripe\.com\/v1/, '')
    const files: Record<string, string> = {}
    let form: Record<string, string> = {}
    if (init?.body instanceof FormData) {
      for (const [name, value] of init.body)
        files[name] = typeof value === 'string' ? value : value.type
    } else if (init?.body) {
      form = Object.fromEntries(new URLSearchParams(String(init.body)))
    }
    sent.push({ method: init?.method ?? 'GET', url: path, form, files })
    const [status, body] = answers[`${init?.method} ${path}`] ?? [404, { error: {} }]
    return new Response(JSON.stringify(body), { status })
  }
  return { sent, fetch: fetch as typeof globalThis.fetch }
}

const db = {} as Db
const details = testBankPayload
const acceptedAt = new Date('2026-11-25T00:00:00Z')
const account = { id: 'acct_1', external_accounts: { data: [{ id: 'ba_1' }] } }

describe('Stripe payouts', () => {
  it('creates a custom AU account with the bank account as its external account', async () => {
    const stripe = fakeStripe({ 'POST /accounts': [200, account] })
    const payouts = stripePayouts({ secretKey: 'sk_test_x', fetch: stripe.fetch })
    const saved = await payouts.saveAccount(db, {
      userId: 'u1',
      accountRef: null,
      details,
      acceptedAt,
      ip: '127.0.0.1',
    })
    expect(saved).toEqual({ accountRef: 'acct_1', externalAccountRef: 'ba_1' })
    const [call] = stripe.sent
    expect(call?.form).toMatchObject({
      type: 'custom',
      country: 'AU',
      business_type: 'individual',
      'capabilities[transfers][requested]': 'true',
      'individual[dob][year]': '1988',
      'individual[address][postal_code]': '2095',
      'external_account[object]': 'bank_account',
      'external_account[currency]': 'aud',
      'external_account[routing_number]': '062000',
      'external_account[account_number]': '000123456',
      'tos_acceptance[date]': String(acceptedAt.getTime() / 1000),
    })
    expect(call?.form).not.toHaveProperty('business_profile[mcc]')
  })

  it('updates an existing account in place, and answers null when Stripe refuses', async () => {
    const stripe = fakeStripe({ 'POST /accounts/acct_1': [200, account] })
    const payouts = stripePayouts({ secretKey: 'sk_test_x', fetch: stripe.fetch })
    const input = { userId: 'u1', accountRef: 'acct_1', details, acceptedAt, ip: '::1' }
    expect(await payouts.saveAccount(db, input)).toEqual({
      accountRef: 'acct_1',
      externalAccountRef: 'ba_1',
    })
    expect(stripe.sent[0]?.form).not.toHaveProperty('type')
    const refusing = stripePayouts({ secretKey: 'sk', fetch: fakeStripe({}).fetch })
    expect(await refusing.saveAccount(db, input)).toBeNull()
  })

  it('uploads both ID scans and attaches them to the account', async () => {
    let files = 0
    const stripe = fakeStripe({ 'POST /accounts/acct_1': [200, account] })
    const fetch: typeof globalThis.fetch = async (url, init) => {
      if (String(url).startsWith('https://files.stripe.com')) {
        files += 1
        await stripe.fetch(url, init)
        return new Response(JSON.stringify({ id: `file_${files}` }), { status: 200 })
      }
      return stripe.fetch(url, init)
    }
    const payouts = stripePayouts({ secretKey: 'sk_test_x', fetch })
    const scan = { bytes: new Uint8Array([1, 2]), contentType: 'image/png', fileName: 'id.png' }
    expect(
      await payouts.attachDocuments(db, { accountRef: 'acct_1', front: scan, back: scan }),
    ).toBe(true)
    expect(stripe.sent[0]?.files).toEqual({ purpose: 'identity_document', file: 'image/png' })
    const attach = stripe.sent.find((call) => call.url === '/accounts/acct_1')
    expect(Object.keys(attach?.form ?? {}).sort()).toEqual([
      'individual[verification][document][back]',
      'individual[verification][document][front]',
    ])
  })

  it('deletes the account', async () => {
    const stripe = fakeStripe({ 'DELETE /accounts/acct_1': [200, { deleted: true }] })
    await stripePayouts({ secretKey: 'sk', fetch: stripe.fetch }).removeAccount(db, {
      accountRef: 'acct_1',
    })
    expect(stripe.sent[0]).toMatchObject({ method: 'DELETE', url: '/accounts/acct_1' })
  })

  it('is chosen only with a secret key', () => {
    const now = () => new Date()
    expect(createPayoutProcessor({ now }).name).toBe('sandbox')
    expect(createPayoutProcessor({ now, stripeSecretKey: 'sk' }).name).toBe('stripe')
  })
})
