/**
 * The digital identity check port: the ID widget hands the client a code and a
 * transaction_id; the server confirms them before marking the user VERIFIED. The sandbox
 * check issues them itself (POST /api/v1/sandbox/identity-check) and accepts each once, for
 * the user it was issued to. A real implementation asks the provider about the transaction.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { identityChecks } from '../db/schema.ts'

export interface IdentityConfirmation {
  userId: string
  code: string
  transactionId: string
}

export interface IdentityCheck {
  /** `db` is the caller's transaction, so the check is spent only if the profile saves */
  confirm(db: Db, input: IdentityConfirmation, now: Date): Promise<boolean>
}

const hashCode = (transactionId: string, code: string) =>
  createHash('sha256').update(`${transactionId}:${code}`).digest('hex')

export const sandboxIdentityCheck: IdentityCheck = {
  async confirm(db, input, now) {
    const used = await db
      .update(identityChecks)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityChecks.transactionId, input.transactionId),
          eq(identityChecks.userId, input.userId),
          eq(identityChecks.codeHash, hashCode(input.transactionId, input.code)),
          isNull(identityChecks.usedAt),
        ),
      )
      .returning({ id: identityChecks.id })
    return used.length === 1
  },
}

/** Runs a sandbox check for a user: what the ID widget would return after a good scan. */
export async function issueSandboxIdentityCheck(db: Db, userId: string, now: Date) {
  const transactionId = randomUUID()
  const code = randomBytes(12).toString('base64url')
  await db.insert(identityChecks).values({
    userId,
    transactionId,
    codeHash: hashCode(transactionId, code),
    createdAt: now,
  })
  return { code, transaction_id: transactionId }
}
