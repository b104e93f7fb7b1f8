/**
 * The partner hand-over: a visitor signed in inside a widget on a partner's page (another
 * origin, whose storage we cannot share) continues on the marketplace signed in. The widget
 * asks for a one-time code and puts only that code in the marketplace URL (`?handover=`);
 * the marketplace exchanges it for a session of its own. Never the token in a URL.
 */
import { object, string } from 'superstruct'
import type { AccountSessionData } from './account.ts'
import { rule } from './fields.ts'

export const handoverCalls = {
  /** Bearer (a signed-in user): answers a fresh code. */
  issue: { method: 'POST', path: '/user/handover-code' },
  /** Basic client credentials: spends the code, answers a new session (as /user/login). */
  exchange: { method: 'POST', path: '/user/handover-code/exchange' },
} as const

/** The query parameter carrying the code to the marketplace. */
export const handoverParam = 'handover'

export const handoverRules = {
  /** a code works once, within a minute of being issued */
  ttlMs: 60 * 1000,
} as const

export interface HandoverCodeData {
  code: string
  /** seconds the code stays valid */
  expiresIn: number
}

export type HandoverSessionData = AccountSessionData

export const handoverMessages = {
  invalid: 'This sign-in link has expired or was already used. Please sign in again.',
  throttled: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
} as const

const codeShape = /^[A-Za-z0-9_-]{43}$/

/** A malformed code is answered like an unknown one: the caller learns nothing more. */
export const handoverExchangeBody = object({
  code: rule(string(), (value) => (codeShape.test(value) ? null : handoverMessages.invalid)),
})
