/**
 * Password changes: a forgot-password code buys a reset token; the token sets a new password
 * and ends every session; a change from the profile ends every session but the caller's.
 */
import { eq } from 'drizzle-orm'
import { accountApiMessages } from '../../../shared/contract/account/account.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { inTransaction } from '../transactions.ts'
import { redeemCode } from './codes.ts'
import { issueResetToken, spendResetToken } from './reset-tokens.ts'
import { revokeUserSessions } from './sessions.ts'

export async function exchangeResetCode(
  db: Db,
  input: { email: string; otp: string },
  now: Date,
): Promise<string> {
  const target = { purpose: 'reset-password', target: input.email, otp: input.otp } as const
  return redeemCode(db, target, now, (tx, code) => issueResetToken(tx, code.userId, now))
}

export async function resetPassword(
  db: Db,
  input: { token: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const userId = await spendResetToken(tx, input.token, now)
    if (!userId) throw badRequest(accountApiMessages.resetTokenInvalid)
    await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, userId))
    await revokeUserSessions(tx, userId, now)
  })
}

export async function changePassword(
  db: Db,
  input: { userId: string; passwordHash: string; keepSessionId: string },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: input.passwordHash })
      .where(eq(users.id, input.userId))
    await revokeUserSessions(tx, input.userId, now, input.keepSessionId)
  })
}
