/**
 * The real payouts processor: Stripe Connect over its REST API (no SDK). A supplier gets a
 * custom account (individual, AU) whose external account is their bank account (BSB as the
 * routing number, aud); ID scans are uploaded as identity documents and attached to the
 * account's person. Never used by the tests, which run the sandbox; its unit test fakes fetch.
 */
import type { BankPayload } from '../../shared/contract/listings/bank.ts'
import type { IdDocument, PayoutProcessor } from './payouts.ts'

export interface StripePayoutOptions {
  secretKey: string
  fetch?: typeof fetch
  apiBase?: string
  filesBase?: string
}

type Params = Record<string, string | number | boolean | undefined>

/** The account's person and bank account as Stripe's form fields. */
function accountParams(details: BankPayload): Params {
  return {
    'individual[first_name]': details.first_name,
    'individual[last_name]': details.last_name,
    'individual[email]': details.email,
    'individual[dob][day]': details.Day,
    'individual[dob][month]': details.Month,
    'individual[dob][year]': details.Year,
    'individual[address][line1]': details.address.line1,
    'individual[address][city]': details.address.city,
    'individual[address][state]': details.address.state,
    'individual[address][postal_code]': details.address.postal_code,
    'individual[address][country]': details.country,
    'business_profile[mcc]': details.mcc,
    'business_profile[url]': details.url,
    // Replaces the account's default bank account when the account exists.
    'external_account[object]': 'bank_account',
    'external_account[country]': details.country,
    'external_account[currency]': details.currency,
    'external_account[routing_number]': details.bsbNumber,
    'external_account[account_number]': details.accountNumber,
    'external_account[account_holder_name]': `${details.first_name} ${details.last_name}`,
    'external_account[account_holder_type]': details.accountType ?? 'individual',
  }
}

export function stripePayouts(options: StripePayoutOptions): PayoutProcessor {
  const send = options.fetch ?? fetch
  const base = options.apiBase ?? 'https://api.stripe.com/v1'
  const filesBase = options.filesBase ?? 'https://files.stripe.com/v1'
  const authorization = `Bearer ${options.secretKey}`

  async function call(method: string, path: string, params: Params = {}) {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') form.set(name, String(value))
    }
    const response = await send(`${base}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: method === 'DELETE' ? undefined : form.toString(),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, body }
  }

  async function uploadFile(document: IdDocument): Promise<string | null> {
    const form = new FormData()
    form.set('purpose', 'identity_document')
    form.set(
      'file',
      new Blob([new Uint8Array(document.bytes)], { type: document.contentType }),
      document.fileName,
    )
    const response = await send(`${filesBase}/files`, {
      method: 'POST',
      headers: { authorization },
      body: form,
      signal: AbortSignal.timeout(60_000),
    })
    const body = (await response.json().catch(() => ({}))) as { id?: unknown }
    return response.ok && typeof body.id === 'string' ? body.id : null
  }

  const externalOf = (body: Record<string, unknown>): string => {
    const list = (body.external_accounts as { data?: { id?: string }[] } | undefined)?.data
    return list?.[0]?.id ?? ''
  }

  return {
    name: 'stripe',

    async saveAccount(_db, { accountRef, details, acceptedAt, ip }) {
      const fields = accountParams(details)
      const answer = accountRef
        ? await call('POST', `/accounts/${encodeURIComponent(accountRef)}`, fields)
        : await call('POST', '/accounts', {
            type: 'custom',
            country: details.country,
            email: details.email,
            business_type: 'individual',
            'capabilities[transfers][requested]': true,
            'tos_acceptance[date]': Math.floor(acceptedAt.getTime() / 1000),
            'tos_acceptance[ip]': ip,
            ...fields,
          })
      if (!answer.ok || typeof answer.body.id !== 'string') return null
      return { accountRef: answer.body.id, externalAccountRef: externalOf(answer.body) }
    },

    async attachDocuments(_db, { accountRef, front, back }) {
      const [frontId, backId] = await Promise.all([uploadFile(front), uploadFile(back)])
      if (!frontId || !backId) return false
      const answer = await call('POST', `/accounts/${encodeURIComponent(accountRef)}`, {
        'individual[verification][document][front]': frontId,
        'individual[verification][document][back]': backId,
      })
      return answer.ok
    },

    async removeAccount(_db, { accountRef }) {
      await call('DELETE', `/accounts/${encodeURIComponent(accountRef)}`)
    },
  }
}
