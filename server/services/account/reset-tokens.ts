/**
 * Password reset tokens: handed out once a forgot-password code matched, 32 random bytes of
 * which only the sha256 is kept, valid for 15 minutes and for one reset.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { codeRules } from '../../../shared/contract/account/account.ts'
import type { Db } from '../../db/connect.ts'
import { resetTokens } from '../../db/schema.ts'
import { hashToken, newSecret } from './sessions.ts'

export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newSecret()
  await db.insert(resetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + codeRules.resetTokenTtlMs),
    createdAt: now,
  })
  return token
}

/** Spends a token; answers its user, or null when it is unknown, used or expired. */
export async function spendResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [spent] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(resetTokens.tokenHash, hashToken(token)),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: resetTokens.userId })
  return spent?.userId ?? null
}
