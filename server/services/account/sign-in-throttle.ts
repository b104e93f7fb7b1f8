/**
 * Sign-in throttling after NIST SP 800-63B (5.2.2): per account, the first few failures
 * are free, then each further attempt waits twice as long as the last (1 s, 2 s, 4 s …, at
 * most 15 minutes), and a success forgets the count. It never locks an account for good, so
 * an attacker cannot shut its owner out; guessing slows to a few tries an hour. Per client
 * address, failures across all accounts are capped too (password spraying). Unknown emails
 * are counted like known ones, so the answers reveal nothing.
 */
import { and, count, eq, gt, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { rateEvents } from '../../db/schema.ts'
import { clientNetwork } from '../../http/client-address.ts'
import { inTransaction } from '../transactions.ts'
import {
  addressLimits,
  forgetThrottle,
  longestWindow,
  recordThrottleHit,
  throttleWait,
} from './throttle.ts'

export const freeFailures = 5
const maxBackoffMs = 15 * 60 * 1000
/** Failures older than this no longer count towards the backoff. */
const memoryMs = 24 * 60 * 60 * 1000

export interface SignInAttempt {
  email: string
  userType: string
  address: string
}

const accountKey = (attempt: SignInAttempt) =>
  `sign-in:${attempt.userType}:${attempt.email.trim().toLowerCase()}`
const addressKey = (attempt: SignInAttempt) => `sign-in-address:${clientNetwork(attempt.address)}`

/** The pause owed after `failures` consecutive failures. */
export function backoffMs(failures: number): number {
  if (failures < freeFailures) return 0
  return Math.min(1000 * 2 ** (failures - freeFailures), maxBackoffMs)
}

/** Seconds this attempt must still wait (0: its password may be checked). */
async function owedWait(db: Db, attempt: SignInAttempt, now: Date): Promise<number> {
  const since = new Date(now.getTime() - memoryMs)
  const [row] = await db
    .select({ failures: count(), latest: max(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, accountKey(attempt)), gt(rateEvents.createdAt, since)))
  const failures = row?.failures ?? 0
  const latest = row?.latest ? new Date(row.latest).getTime() : 0
  const accountWait = (latest + backoffMs(failures) - now.getTime()) / 1000
  const addressWait = await throttleWait(db, addressKey(attempt), addressLimits.signInFailures, now)
  return Math.max(0, accountWait, addressWait)
}

/** An attempt let through: already counted as a failure until its password proves right. */
export interface SignInTicket {
  addressHitId: string
}

/**
 * Before a password is checked: the seconds to wait, or a ticket with the attempt already
 * counted as a failure. Waiting and counting are one step under both keys' locks, so
 * guesses sent in parallel queue and each sees the ones before it: a burst gets no more
 * tries than the same guesses sent one after the other (checking first and counting after
 * the slow password check let every guess of a burst through).
 */
export async function beginSignIn(
  db: Db,
  attempt: SignInAttempt,
  now: Date,
): Promise<{ wait: number; ticket: SignInTicket | null }> {
  return inTransaction(db, async (tx) => {
    // Taken in one order (by hash) by every sign-in, so two of them never wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(h) from (values (hashtext(${accountKey(attempt)})), (hashtext(${addressKey(attempt)}))) as keys(h) order by h`,
    )
    const wait = await owedWait(tx, attempt, now)
    if (wait > 0) return { wait, ticket: null }
    await recordThrottleHit(tx, accountKey(attempt), now, memoryMs)
    const addressHitId = await recordThrottleHit(
      tx,
      addressKey(attempt),
      now,
      longestWindow(addressLimits.signInFailures),
    )
    return { wait: 0, ticket: { addressHitId } }
  })
}

/** The right password: the account's failures are forgotten and the address's hit taken back. */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt, ticket: SignInTicket) {
  await forgetThrottle(db, accountKey(attempt))
  await db.delete(rateEvents).where(eq(rateEvents.id, ticket.addressHitId))
}
