/**
 * Account helpers for the API tests: unique addresses, the sandbox outbox, JSON calls with
 * any method, and whole onboarding journeys to reach a user at a given step.
 */
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import type { AccountSessionData } from '../../shared/contract/account/account.ts'
import type { IdentityCheckData, OutboxData } from '../../shared/contract/core/sandbox.ts'
import { basic, bearer, type Envelope, postJson, type RunningApi } from './harness.ts'

export const password = 'Password1'

let counter = 0
const runId = `${process.pid.toString(36)}${Date.now().toString(36)}`

/** An address no other test (or earlier run on the same PostgreSQL) uses. */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${runId}-${counter}@example.com`
}

/** A mobile number (national format) no other test uses. */
export function uniqueMobile(): string {
  return `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export async function send(
  api: RunningApi,
  method: string,
  path: string,
  body: unknown,
  auth: string | null = basic,
) {
  return postJson(api, path, body, auth, method)
}

/** The sandbox outbox for one address: the API key only, no Authorization. */
export async function outboxFor(api: RunningApi, to: string) {
  const response = await api.call(`/sandbox/outbox?to=${encodeURIComponent(to)}`, { auth: null })
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<OutboxData>).data
}

export async function latestCode(api: RunningApi, to: string): Promise<string> {
  const { list } = await outboxFor(api, to)
  const code = list[0]?.code
  if (!code) throw new Error(`No code was sent to ${to}`)
  return code
}

/** A code that is not the one sent (for wrong-code tests). */
export const wrongCode = (code: string) => (code === '00000' ? '11111' : '00000')

export interface Account {
  email: string
  token: string
  userId: string
  mobileNo?: string
}

export async function register(api: RunningApi, extra: Record<string, unknown> = {}) {
  const email = String(extra.email ?? uniqueEmail('user'))
  const { status, body } = await send(api, 'POST', '/user/register', {
    email,
    password,
    userType: 'INDIVIDUAL',
    deviceId: 'test-device',
    deviceToken: '',
    ...extra,
  })
  return { status, body, email, data: body.data as unknown as AccountSessionData }
}

/** A new account at profileStep 414 (email verified). */
export async function verifiedAccount(api: RunningApi): Promise<Account> {
  const { email, data } = await register(api)
  const otp = await latestCode(api, email)
  const verified = await send(api, 'PATCH', '/user/verify-otp', { email, otp })
  expect(verified.status).toBe(200)
  const session = verified.body.data as unknown as AccountSessionData
  return { email, token: session.accessToken, userId: data.user._id }
}

/** Verifies a phone number for the account through the SMS code calls. */
export async function verifyPhone(api: RunningApi, account: Account, mobileNo = uniqueMobile()) {
  const auth = bearer(account.token)
  const phone = { countryCode: '+61', mobileNo }
  expect((await send(api, 'POST', '/user/change-mobileNo', phone, auth)).status).toBe(200)
  const otp = await latestCode(api, `+61${mobileNo.replace(/^0/, '')}`)
  const verified = await send(api, 'POST', '/user/verify-change-otp', { ...phone, otp }, auth)
  expect(verified.status).toBe(200)
  return mobileNo
}

export async function identityCheck(api: RunningApi, token: string) {
  const { status, body } = await send(api, 'POST', '/sandbox/identity-check', {}, bearer(token))
  expect(status).toBe(200)
  return body.data as unknown as IdentityCheckData
}

export const bondi = { address: 'Bondi Beach NSW, Australia', latitude: -33.89, longitude: 151.27 }

/** A new account at profileStep 415 (profile complete, no favourite categories yet). */
export async function profiledAccount(api: RunningApi): Promise<Account> {
  const account = await verifiedAccount(api)
  const mobileNo = await verifyPhone(api, account)
  const completed = await send(
    api,
    'POST',
    '/user/profile',
    { firstName: 'Olivia', lastName: 'Nguyen', countryCode: '+61', mobileNo, location: bondi },
    bearer(account.token),
  )
  expect(completed.status).toBe(200)
  return { ...account, mobileNo }
}

export async function signIn(api: RunningApi, email: string, secret = password) {
  return send(api, 'POST', '/user/login', { email, password: secret })
}

export async function guestToken(api: RunningApi): Promise<string> {
  const { body } = await send(api, 'POST', '/user/guest-login', {})
  return String(body.data.accessToken)
}
