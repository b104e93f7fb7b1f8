/**
 * Who an item's supplier may write to first (spec part 2: chat is between a hirer and the
 * supplier of an item, opened from a booking's 'Contact' or by the hirer's 'Contact
 * Supplier'). Anyone may write to the supplier about an item; the supplier may open a room
 * only with someone who booked that item or asked a question on it. A room that already
 * exists stays open to both.
 */
import { and, eq } from 'drizzle-orm'
import { chatMessages as texts } from '../../../shared/contract/chat/chat.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, questions } from '../../db/schema.ts'
import { forbidden } from '../../http/errors.ts'

/** 403 unless `personId` booked `itemId` or asked a question on it. */
export async function requireRelation(db: Db, itemId: string, personId: string): Promise<void> {
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.itemId, itemId), eq(bookings.hirerId, personId)))
    .limit(1)
  if (booked) return
  const [asked] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.itemId, itemId), eq(questions.askerId, personId)))
    .limit(1)
  if (!asked) throw forbidden(texts.noRelation)
}
