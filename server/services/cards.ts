/**
 * Saved cards: a token from the card form becomes a payment method at the processor, and
 * a row here with what may be shown (name, last four digits, brand, expiry). Only the
 * owner sees, edits, deletes or pays with a card.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Card } from '../../shared/contract/checkout/payments.ts'
import type { Db } from '../db/connect.ts'
import { cards, users } from '../db/schema.ts'
import type { PaymentProcessor } from '../ports/payments.ts'

export type CardRow = typeof cards.$inferSelect

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    brand: row.brand,
  }
}

export async function listCards(db: Db, userId: string): Promise<Card[]> {
  const rows = await db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.createdAt), desc(cards.id))
  return rows.map(toCard)
}

/** The user's card with this id; null for anyone else's, an unknown id or a malformed one. */
export async function findCard(db: Db, userId: string, cardId: string): Promise<CardRow | null> {
  if (!uuidPattern.test(cardId)) return null
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .limit(1)
  return row ?? null
}

export async function addCard(
  db: Db,
  processor: PaymentProcessor,
  input: { userId: string; token: string },
): Promise<Card | null> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1)
  const method = await processor.saveCard(db, { ...input, email: user?.email ?? '' })
  if (!method) return null
  const [row] = await db
    .insert(cards)
    .values({
      userId: input.userId,
      processor: processor.name,
      processorRef: method.ref,
      name: method.name,
      last4: method.last4,
      brand: method.brand,
      expMonth: method.exp_month,
      expYear: method.exp_year,
    })
    .returning()
  return row ? toCard(row) : null
}

export async function editCard(
  db: Db,
  processor: PaymentProcessor,
  input: { userId: string; cardId: string; name: string; exp_month: number; exp_year: number },
): Promise<Card | null> {
  const card = await findCard(db, input.userId, input.cardId)
  if (!card) return null
  const name = input.name.trim()
  const changed = await processor.updateCard(db, {
    userId: input.userId,
    ref: card.processorRef,
    name,
    exp_month: input.exp_month,
    exp_year: input.exp_year,
  })
  if (!changed) return null
  const [row] = await db
    .update(cards)
    .set({ name, expMonth: input.exp_month, expYear: input.exp_year })
    .where(eq(cards.id, card.id))
    .returning()
  return row ? toCard(row) : null
}

/** Bookings paid with the card keep their payments; they just no longer name the card. */
export async function deleteCard(
  db: Db,
  processor: PaymentProcessor,
  input: { userId: string; cardId: string },
): Promise<boolean> {
  const card = await findCard(db, input.userId, input.cardId)
  if (!card) return false
  await processor.removeCard(db, { userId: input.userId, ref: card.processorRef })
  await db.delete(cards).where(eq(cards.id, card.id))
  return true
}
