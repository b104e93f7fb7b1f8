/**
 * Partner hand-over codes (shared/contract/account/handover.ts): 32 random bytes handed to
 * the widget once, of which only the sha256 is kept. Spending one is a single UPDATE, so two
 * racing exchanges cannot both win; a code is void once used, expired, or when the partner
 * page's session has ended. Old rows are swept when new codes are issued.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { handoverRules } from '../../../shared/contract/account/handover.ts'
import type { Db } from '../../db/connect.ts'
import { handoverCodes, sessions } from '../../db/schema.ts'
import { hashToken, newSecret, type SessionCaller } from './sessions.ts'

/** Unused codes are gone a minute after they expire; used ones as well. */
const keepMs = handoverRules.ttlMs

export async function issueHandoverCode(
  db: Db,
  caller: Pick<SessionCaller, 'sessionId' | 'userType'> & { userId: string },
  now: Date,
): Promise<string> {
  const code = newSecret()
  await db.insert(handoverCodes).values({
    codeHash: hashToken(code),
    userId: caller.userId,
    sessionId: caller.sessionId,
    userType: caller.userType,
    expiresAt: new Date(now.getTime() + handoverRules.ttlMs),
    createdAt: now,
  })
  await db
    .delete(handoverCodes)
    .where(
      or(
        lt(handoverCodes.expiresAt, new Date(now.getTime() - keepMs)),
        lt(handoverCodes.usedAt, new Date(now.getTime() - keepMs)),
      ),
    )
  return code
}

/**
 * Spends a code: answers its user, or null when the code is unknown, used, expired, or the
 * session that asked for it was signed out.
 */
export async function spendHandoverCode(db: Db, code: string, now: Date): Promise<string | null> {
  const [spent] = await db
    .update(handoverCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoverCodes.codeHash, hashToken(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, now),
        sql`exists (select 1 from ${sessions} where ${sessions.id} = ${handoverCodes.sessionId} and ${sessions.revokedAt} is null)`,
      ),
    )
    .returning({ userId: handoverCodes.userId })
  return spent?.userId ?? null
}
