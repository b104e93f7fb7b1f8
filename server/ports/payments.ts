/**
 * The payments port: saving cards from tokens, charging and refunding them. Card numbers
 * never reach this server: a token does (Stripe.js in the browser, or the sandbox
 * tokeniser). Two implementations: the sandbox processor (default; its records live in
 * our database, so a rolled-back transaction undoes its charges too) and Stripe's REST API,
 * chosen when STRIPE_SECRET_KEY is set.
 */
import type { Db } from '../db/connect.ts'
import { sandboxPayments } from './payments-sandbox.ts'
import { stripePayments } from './payments-stripe.ts'

export interface SavedMethod {
  /** the processor's payment method id */
  ref: string
  name: string
  last4: string
  brand: string
  exp_month: number
  exp_year: number
}

export interface ChargeRequest {
  userId: string
  methodRef: string
  amountCents: number
  /** the same key never charges twice (Stripe's Idempotency-Key) */
  idempotencyKey: string
  description: string
  metadata: Record<string, string>
}

export type ChargeResult = { ok: true; ref: string } | { ok: false; reason: 'declined' | 'failed' }

export interface RefundRequest {
  userId: string
  chargeRef: string
  amountCents: number
  idempotencyKey: string
}

export interface PaymentProcessor {
  readonly name: 'sandbox' | 'stripe'
  /**
   * True when charges live outside our database: a charge made inside a transaction that
   * then rolls back must be refunded explicitly.
   */
  readonly external: boolean
  /** Saves a tokenised card for the user; null when the token is unknown or spent. */
  saveCard(
    db: Db,
    input: { userId: string; email: string; token: string },
  ): Promise<SavedMethod | null>
  /** The card's name and expiry (number and CVC cannot change). */
  updateCard(
    db: Db,
    input: { userId: string; ref: string; name: string; exp_month: number; exp_year: number },
  ): Promise<boolean>
  removeCard(db: Db, input: { userId: string; ref: string }): Promise<void>
  charge(db: Db, request: ChargeRequest): Promise<ChargeResult>
  refund(db: Db, request: RefundRequest): Promise<{ ok: boolean; ref: string }>
}

export interface PaymentSettings {
  stripeSecretKey: string | undefined
  now: () => Date
}

export function createPaymentProcessor(settings: PaymentSettings): PaymentProcessor {
  if (settings.stripeSecretKey) return stripePayments({ secretKey: settings.stripeSecretKey })
  return sandboxPayments(settings.now)
}
