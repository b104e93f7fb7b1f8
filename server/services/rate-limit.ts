/**
 * Send limits per address, counted in the database so several server processes share them:
 * at most one code every 30 seconds and ten an hour. An advisory lock per address makes
 * the check and the insert one step, even when two requests race.
 */
import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm'
import { accountApiMessages, codeRules } from '../../shared/contract/account/account.ts'
import type { Db } from '../db/connect.ts'
import { rateEvents } from '../db/schema.ts'
import { tooManyRequests } from '../http/errors.ts'
import { inTransaction } from './transactions.ts'

const hourMs = 60 * 60 * 1000

/** Takes a send slot for `address` or answers 429. */
export async function takeSendSlot(db: Db, address: string, now: Date): Promise<void> {
  const key = `code:${address}`
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    const since = new Date(now.getTime() - hourMs)
    const [recent] = await tx
      .select({ sent: count(), latest: max(rateEvents.createdAt) })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)))
    const latest = recent?.latest ? new Date(recent.latest).getTime() : null
    if (latest !== null && now.getTime() - latest < codeRules.resendGapMs) {
      throw tooManyRequests(accountApiMessages.resendTooSoon)
    }
    if ((recent?.sent ?? 0) >= codeRules.perHour) {
      throw tooManyRequests(accountApiMessages.resendTooMany)
    }
    await tx.insert(rateEvents).values({ key, createdAt: now })
    // Old rows only ever matter for an hour.
    await tx.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.createdAt, since)))
  })
}

/** Counts a send that is not refused (the first code of a new account). */
export async function recordSend(db: Db, address: string, now: Date): Promise<void> {
  await db.insert(rateEvents).values({ key: `code:${address}`, createdAt: now })
}
