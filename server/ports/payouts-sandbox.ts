/**
 * The sandbox payouts processor: it keeps what Stripe would keep (the account's details,
 * full bank numbers included, and which documents it was sent) in its own table, which the
 * API never reads back. Account ids are random, like Stripe's.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { sandboxPayoutAccounts } from '../db/schema.ts'
import type { PayoutProcessor } from './payouts.ts'

export function sandboxPayouts(now: () => Date): PayoutProcessor {
  return {
    name: 'sandbox',

    async saveAccount(db, { userId, accountRef, details }) {
      if (accountRef) {
        const updated = await db
          .update(sandboxPayoutAccounts)
          .set({ details })
          .where(eq(sandboxPayoutAccounts.id, accountRef))
          .returning({ id: sandboxPayoutAccounts.id })
        if (updated.length > 0) return { accountRef, externalAccountRef: `${accountRef}_ba` }
      }
      const id = `acct_sandbox_${randomBytes(8).toString('hex')}`
      await db.insert(sandboxPayoutAccounts).values({ id, userId, details, createdAt: now() })
      return { accountRef: id, externalAccountRef: `${id}_ba` }
    },

    async attachDocuments(db, { accountRef, front, back }) {
      const documents = {
        front: { contentType: front.contentType, size: front.bytes.byteLength },
        back: { contentType: back.contentType, size: back.bytes.byteLength },
      }
      const updated = await db
        .update(sandboxPayoutAccounts)
        .set({ documents })
        .where(eq(sandboxPayoutAccounts.id, accountRef))
        .returning({ id: sandboxPayoutAccounts.id })
      return updated.length > 0
    },

    async removeAccount(db, { accountRef }) {
      await db
        .update(sandboxPayoutAccounts)
        .set({ deletedAt: now() })
        .where(eq(sandboxPayoutAccounts.id, accountRef))
    },
  }
}
