/**
 * Sandbox-only calls (off with SANDBOX=false): the outbox of emails and SMS a real provider
 * would have delivered, and the sandbox side of the digital identity check.
 */
import { object, optional, size, string } from 'superstruct'
import { queryInt } from './fields.ts'

export const sandboxCalls = {
  /** needs the API key, no user: ?to=<email or +61…>&limit */
  outbox: { method: 'GET', path: '/sandbox/outbox' },
  /** a signed-in user runs the sandbox ID check and gets what the real widget returns */
  identityCheck: { method: 'POST', path: '/sandbox/identity-check' },
} as const

/** The human-readable outbox, served outside /api/v1. */
export const outboxPagePath = '/sandbox/outbox'

export const outboxQuery = object({
  to: optional(size(string(), 1, 254)),
  limit: optional(queryInt(1, 200)),
})

export type OutboxChannel = 'email' | 'sms'

export interface OutboxMessage {
  _id: string
  to: string
  channel: OutboxChannel
  subject: string
  body: string
  /** the one-time code in the message, if any */
  code: string | null
  created: string
}

export interface OutboxData {
  list: OutboxMessage[]
  total: number
}

/** Shaped like the third-party ID widget's result: POST /user/profile accepts it once. */
export interface IdentityCheckData {
  code: string
  transaction_id: string
}
