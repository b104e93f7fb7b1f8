/**
 * The sandbox payment processor: a tokeniser that checks card numbers as a card network
 * would (Stripe's test numbers: 4242… succeeds, 4000 0000 0000 0002 is declined when
 * tokenised, 4000 0000 0000 0341 saves but declines every charge), saved payment methods,
 * and charges and refunds kept in our database and deduplicated by idempotency key.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql, sum } from 'drizzle-orm'
import { sandboxCards as testCards } from '../../shared/contract/checkout/payments.ts'
import { cardBrand, cardNumberValid, expiryCurrent } from '../../shared/domain/booking/card-form.ts'
import type { Db } from '../db/connect.ts'
import { sandboxCards, sandboxCharges } from '../db/schema.ts'
import type { PaymentProcessor } from './payments.ts'

const digitsOf = (number: string) => number.replace(/ /g, '')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
/** Like Stripe's, a token is good for a few minutes only. */
const tokenLifetimeMs = 30 * 60 * 1000

export interface SandboxCardInput {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  name: string
}

export type TokenResult =
  | {
      ok: true
      token: string
      card: { name: string; last4: string; exp_month: number; exp_year: number; brand: string }
    }
  | { ok: false; status: 400 | 402 }

/** What Stripe.js does in the browser: a single-use token for a valid card. */
export async function tokeniseSandboxCard(
  db: Db,
  input: SandboxCardInput,
  now: Date,
): Promise<TokenResult> {
  const digits = digitsOf(input.number)
  const expiry = { exp_month: input.exp_month, exp_year: input.exp_year }
  if (!cardNumberValid(digits) || !expiryCurrent(expiry, now.getTime())) {
    return { ok: false, status: 400 }
  }
  if (digits === digitsOf(testCards.declines)) return { ok: false, status: 402 }
  const token = newId('tok_sandbox')
  const card = {
    name: input.name.trim(),
    last4: digits.slice(-4),
    brand: cardBrand(digits),
    ...expiry,
  }
  await db.insert(sandboxCards).values({
    tokenHash: hashOf(token),
    name: card.name,
    last4: card.last4,
    brand: card.brand,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    declinesCharges: digits === digitsOf(testCards.chargeDeclines),
    createdAt: now,
  })
  return { ok: true, token, card }
}

export function sandboxPayments(now: () => Date): PaymentProcessor {
  const ownMethod = (userId: string, ref: string) =>
    and(eq(sandboxCards.paymentMethod, ref), eq(sandboxCards.customer, userId))

  return {
    name: 'sandbox',
    external: false,

    async saveCard(db, { userId, token }) {
      const fresh = new Date(now().getTime() - tokenLifetimeMs)
      const [card] = await db
        .update(sandboxCards)
        .set({ paymentMethod: newId('pm_sandbox'), customer: userId, usedAt: now() })
        .where(
          and(
            eq(sandboxCards.tokenHash, hashOf(token)),
            sql`${sandboxCards.usedAt} is null`,
            sql`${sandboxCards.createdAt} > ${fresh.toISOString()}`,
          ),
        )
        .returning()
      if (!card?.paymentMethod) return null
      return {
        ref: card.paymentMethod,
        name: card.name,
        last4: card.last4,
        brand: card.brand,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      }
    },

    async updateCard(db, { userId, ref, name, exp_month, exp_year }) {
      const updated = await db
        .update(sandboxCards)
        .set({ name, expMonth: exp_month, expYear: exp_year })
        .where(ownMethod(userId, ref))
        .returning({ id: sandboxCards.id })
      return updated.length > 0
    },

    async removeCard(db, { userId, ref }) {
      // Detached like Stripe's: the method stays known to past charges, but cannot pay.
      await db.update(sandboxCards).set({ customer: null }).where(ownMethod(userId, ref))
    },

    async charge(db, request) {
      const [card] = await db
        .select()
        .from(sandboxCards)
        .where(ownMethod(request.userId, request.methodRef))
        .limit(1)
      if (!card) return { ok: false, reason: 'failed' }
      const expiry = { exp_month: card.expMonth, exp_year: card.expYear }
      if (card.declinesCharges || !expiryCurrent(expiry, now().getTime())) {
        return { ok: false, reason: 'declined' }
      }
      // A retried key answers the first charge, never a second one.
      await db
        .insert(sandboxCharges)
        .values({
          id: newId('ch_sandbox'),
          kind: 'charge',
          customer: request.userId,
          paymentMethod: request.methodRef,
          amountCents: request.amountCents,
          idempotencyKey: request.idempotencyKey,
          description: request.description,
          metadata: request.metadata,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))
      const same =
        charge?.kind === 'charge' &&
        charge.customer === request.userId &&
        charge.amountCents === request.amountCents
      return same ? { ok: true, ref: charge.id } : { ok: false, reason: 'failed' }
    },

    async refund(db, request) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.id, request.chargeRef),
            eq(sandboxCharges.kind, 'charge'),
            eq(sandboxCharges.customer, request.userId),
          ),
        )
      if (!charge) return { ok: false, ref: '' }
      const [previous] = await db
        .select({ id: sandboxCharges.id, chargeId: sandboxCharges.chargeId })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))
      if (previous) return { ok: previous.chargeId === charge.id, ref: previous.id }
      const [refunded] = await db
        .select({ cents: sum(sandboxCharges.amountCents) })
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.chargeId, charge.id), eq(sandboxCharges.kind, 'refund')))
      if (Number(refunded?.cents ?? 0) + request.amountCents > charge.amountCents) {
        return { ok: false, ref: '' }
      }
      const id = newId('re_sandbox')
      await db.insert(sandboxCharges).values({
        id,
        kind: 'refund',
        customer: request.userId,
        chargeId: charge.id,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
        metadata: charge.metadata as Record<string, string>,
        createdAt: now(),
      })
      return { ok: true, ref: id }
    },
  }
}
