/**
 * One-time codes: 5 digits from crypto randomness, stored only as a hash, valid for
 * 10 minutes, used once, dead after 5 wrong tries. Only the latest code for a purpose and
 * address is checked, so asking for a new code retires the previous one.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { accountApiMessages, codeRules } from '../../../shared/contract/account/account.ts'
import { accountMessages } from '../../../shared/contract/account/rules.ts'
import type { Db } from '../../db/connect.ts'
import { verificationCodes } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { inTransaction } from '../transactions.ts'

export type CodePurpose = 'verify-email' | 'reset-password' | 'change-email' | 'change-phone'

export interface CodeTarget {
  purpose: CodePurpose
  /** lower-case email or +61… number */
  target: string
}

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest()

/** Creates a code for `userId` and answers it in clear, for delivery only. */
export async function issueCode(
  db: Db,
  input: CodeTarget & { userId: string },
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 10 ** codeRules.length)).padStart(codeRules.length, '0')
  const id = randomUUID()
  await db.insert(verificationCodes).values({
    id,
    purpose: input.purpose,
    target: input.target,
    userId: input.userId,
    codeHash: hashOf(id, code).toString('hex'),
    expiresAt: new Date(now.getTime() + codeRules.ttlMs),
    createdAt: now,
  })
  return code
}

export interface MatchedCode {
  id: string
  userId: string
}

/**
 * Checks `otp` against the latest code for the target (and user, when given). A wrong
 * code counts a try, committed at once; the caller then spends the code with `spendCode`
 * in the transaction that applies its effect.
 */
export async function matchCode(
  db: Db,
  input: CodeTarget & { otp: string; userId?: string },
  now: Date,
): Promise<MatchedCode> {
  const conditions = [
    eq(verificationCodes.purpose, input.purpose),
    eq(verificationCodes.target, input.target),
  ]
  if (input.userId) conditions.push(eq(verificationCodes.userId, input.userId))
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(...conditions))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (!row || row.usedAt) throw badRequest(accountMessages.otp)
  if (row.wrongTries >= codeRules.maxWrongTries) throw badRequest(accountApiMessages.codeDead)
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(accountApiMessages.codeExpired)
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = hashOf(row.id, input.otp)
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    return { id: row.id, userId: row.userId }
  }
  const [counted] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(eq(verificationCodes.id, row.id))
    .returning({ wrongTries: verificationCodes.wrongTries })
  const dead = (counted?.wrongTries ?? codeRules.maxWrongTries) >= codeRules.maxWrongTries
  throw badRequest(dead ? accountApiMessages.codeDead : accountMessages.otp)
}

/** Marks a matched code used; a second use (a racing request) is refused. */
export async function spendCode(db: Db, id: string, now: Date): Promise<void> {
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.wrongTries, codeRules.maxWrongTries),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id })
  if (spent.length === 0) throw badRequest(accountMessages.otp)
}

/**
 * The whole step for a code that makes one change: checks it, then spends it in the
 * transaction that applies `apply`, so the code is used exactly when the change is made.
 */
export async function redeemCode<T>(
  db: Db,
  input: CodeTarget & { otp: string; userId?: string },
  now: Date,
  apply: (tx: Db, code: MatchedCode) => Promise<T>,
): Promise<T> {
  const code = await matchCode(db, input, now)
  return inTransaction(db, async (tx) => {
    await spendCode(tx, code.id, now)
    return apply(tx, code)
  })
}
