/**
 * Referral credits as a booking's discount: the one expiring first among the hirer's
 * unspent, unexpired credits (shared/domain/booking/credits.ts). Spending is a row in
 * `credit_uses`, whose primary key lets a credit pay for one booking only, even when two
 * checkouts race for it. A booking that ends without the hire gives its credit back.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import { type CreditLike, pickCredit } from '../../../shared/domain/booking/credits.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { Db } from '../../db/connect.ts'
import { creditUses, referralCredits } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'

export interface UsableCredit extends CreditLike {
  cents: number
}

export async function creditToUse(db: Db, userId: string, now: Date): Promise<UsableCredit | null> {
  const rows = await db
    .select({
      id: referralCredits.id,
      cents: referralCredits.amountCents,
      expiresAt: referralCredits.expiresAt,
    })
    .from(referralCredits)
    .leftJoin(creditUses, eq(creditUses.creditId, referralCredits.id))
    .where(
      and(
        eq(referralCredits.userId, userId),
        isNull(creditUses.creditId),
        gt(referralCredits.expiresAt, now),
      ),
    )
  const credits = rows.map((row) => ({
    _id: row.id,
    amount: toDollars(row.cents),
    expiresAt: row.expiresAt.toISOString(),
    cents: row.cents,
  }))
  return pickCredit(credits, now.getTime())
}

/** 409 when another checkout spent the credit first. */
export async function spendCredit(tx: Db, creditId: string, bookingId: string): Promise<void> {
  const spent = await tx
    .insert(creditUses)
    .values({ creditId, bookingId })
    .onConflictDoNothing()
    .returning({ creditId: creditUses.creditId })
  if (spent.length === 0) throw conflict(bookingApiMessages.creditUnavailable)
}

export async function giveCreditBack(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(creditUses).where(eq(creditUses.bookingId, bookingId))
}
