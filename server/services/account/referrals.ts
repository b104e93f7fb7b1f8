/**
 * The referral program: every account gets a unique 10-character code; signing up with
 * someone's code gives them a $20 credit valid for 6 months (money in cents in the DB).
 */
import { randomInt } from 'node:crypto'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { ReferralCredit } from '../../../shared/contract/account/profile.ts'
import { referralRules } from '../../../shared/contract/account/profile.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { Db } from '../../db/connect.ts'
import { creditUses, referralCredits, users } from '../../db/schema.ts'

/** No 0/O or 1/I: codes are read aloud and typed from screenshots. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newReferralCode(): string {
  let code = ''
  for (let index = 0; index < 10; index++) code += alphabet[randomInt(alphabet.length)]
  return code
}

export async function findReferrerId(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()))
    .limit(1)
  return row?.id ?? null
}

export function creditExpiry(now: Date): Date {
  const expires = new Date(now)
  expires.setUTCMonth(expires.getUTCMonth() + referralRules.validMonths)
  return expires
}

export async function grantReferralCredit(
  db: Db,
  referrerId: string,
  referredUserId: string,
  now: Date,
): Promise<void> {
  await db.insert(referralCredits).values({
    userId: referrerId,
    referredUserId,
    amountCents: referralRules.creditCents,
    expiresAt: creditExpiry(now),
    createdAt: now,
  })
}

export async function listReferralCredits(
  db: Db,
  userId: string,
  page: { pageNo: number; limit: number },
  now: Date,
): Promise<{ list: ReferralCredit[]; total: number; availableAmount: number }> {
  const available = sql<string>`coalesce(sum(${referralCredits.amountCents}) filter (where ${referralCredits.expiresAt} > ${now.toISOString()} and ${creditUses.creditId} is null), 0)`
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        credit: referralCredits,
        firstName: users.firstName,
        lastName: users.lastName,
        usedBy: creditUses.bookingId,
      })
      .from(referralCredits)
      .leftJoin(users, eq(users.id, referralCredits.referredUserId))
      .leftJoin(creditUses, eq(creditUses.creditId, referralCredits.id))
      .where(eq(referralCredits.userId, userId))
      .orderBy(desc(referralCredits.createdAt))
      .limit(page.limit)
      .offset((page.pageNo - 1) * page.limit),
    db
      .select({ n: count(), available })
      .from(referralCredits)
      .leftJoin(creditUses, eq(creditUses.creditId, referralCredits.id))
      .where(eq(referralCredits.userId, userId)),
  ])
  const list = rows.map(({ credit, firstName, lastName, usedBy }) => ({
    _id: credit.id,
    amount: toDollars(credit.amountCents),
    expiresAt: credit.expiresAt.toISOString(),
    created: credit.createdAt.toISOString(),
    isExpired: credit.expiresAt.getTime() <= now.getTime(),
    isUsed: usedBy !== null,
    referredUser: firstName === null ? null : { firstName, lastName: lastName ?? '' },
  }))
  return {
    list,
    total: totals?.n ?? 0,
    availableAmount: toDollars(Number(totals?.available ?? 0)),
  }
}
