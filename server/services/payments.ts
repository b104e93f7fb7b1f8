/**
 * Charging and refunding through the payments port, with the ledger (`payments`) written
 * in the same transaction as the booking change it pays for. A charge the processor keeps
 * outside our database (Stripe) is refunded again if that transaction then fails.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import type { Db } from '../db/connect.ts'
import { payments } from '../db/schema.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import type { PaymentProcessor } from '../ports/payments.ts'
import { findCard } from './cards.ts'

export type ChargeKind = 'CHECKOUT' | 'BALANCE' | 'BOND' | 'CHANGE' | 'OVERDUE' | 'TIP'

/** What a call that moves money needs: the processor, the payer and the keys to use. */
export interface Money {
  processor: PaymentProcessor
  /** the hirer who pays and is refunded */
  userId: string
  /** the processor's idempotency key for one purpose of this call */
  key(purpose: string): string
  /** run when the call's transaction fails: refunds of charges made outside the database */
  undo: Array<() => Promise<void>>
}

/** Charges a saved card of the payer; 402 when declined. Answers the ledger row's id. */
export async function takePayment(
  tx: Db,
  money: Money,
  input: { bookingId: string; cardId: string; kind: ChargeKind; cents: number },
): Promise<string> {
  const card = await findCard(tx, money.userId, input.cardId)
  if (!card) throw badRequest(bookingApiMessages.cardNotFound)
  const idempotencyKey = money.key(input.kind.toLowerCase())
  const result = await money.processor.charge(tx, {
    userId: money.userId,
    methodRef: card.processorRef,
    amountCents: input.cents,
    idempotencyKey,
    description: `Booking ${input.bookingId}: ${input.kind.toLowerCase()}`,
    metadata: { bookingId: input.bookingId, purpose: input.kind },
  })
  if (!result.ok) {
    const message =
      result.reason === 'declined'
        ? bookingApiMessages.paymentDeclined
        : bookingApiMessages.paymentFailed
    throw new HttpError(402, message)
  }
  if (money.processor.external) {
    money.undo.push(async () => {
      await money.processor.refund(tx, {
        userId: money.userId,
        chargeRef: result.ref,
        amountCents: input.cents,
        idempotencyKey: `${idempotencyKey}-undo`,
      })
    })
  }
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: input.bookingId,
      userId: money.userId,
      cardId: card.id,
      kind: input.kind,
      amountCents: input.cents,
      processor: money.processor.name,
      processorRef: result.ref,
    })
    .returning({ id: payments.id })
  return row?.id ?? ''
}

const refundable: ChargeKind[] = ['CHECKOUT', 'BALANCE', 'BOND', 'CHANGE']

/**
 * Gives back up to `cents` of what the booking's hire and bond charges took, newest charge
 * first (penalties and tips are never refunded). Answers the cents actually refunded.
 */
export async function refundBooking(
  tx: Db,
  money: Money,
  input: { bookingId: string; cents: number; purpose: string },
): Promise<number> {
  if (input.cents <= 0) return 0
  const charges = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      processor: payments.processor,
      processorRef: payments.processorRef,
      refunded: sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from payments r where r.refund_of = ${payments.id})`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, input.bookingId), inArray(payments.kind, refundable)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
  let left = input.cents
  for (const charge of charges) {
    const cents = Math.min(left, charge.amountCents - Number(charge.refunded))
    if (cents <= 0 || charge.processor !== money.processor.name) continue
    const result = await money.processor.refund(tx, {
      userId: money.userId,
      chargeRef: charge.processorRef,
      amountCents: cents,
      idempotencyKey: money.key(`refund-${input.purpose}-${charge.id}`),
    })
    if (!result.ok) throw new Error(`Refund of ${charge.id} failed`)
    await tx.insert(payments).values({
      bookingId: input.bookingId,
      userId: money.userId,
      kind: 'REFUND',
      amountCents: cents,
      processor: money.processor.name,
      processorRef: result.ref,
      refundOf: charge.id,
    })
    left -= cents
    if (left === 0) break
  }
  return input.cents - left
}
