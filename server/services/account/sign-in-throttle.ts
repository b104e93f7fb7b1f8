/**
 * Sign-in throttling after NIST SP 800-63B (5.2.2): per account, the first few failures
 * are free, then each further attempt waits twice as long as the last (1 s, 2 s, 4 s …, at
 * most 15 minutes), and a success forgets the count. It never locks an account for good, so
 * an attacker cannot shut its owner out; guessing slows to a few tries an hour. Per client
 * address, failures across all accounts are capped too (password spraying). Unknown emails
 * are counted like known ones, so the answers reveal nothing.
 */
import { and, count, eq, gt, max } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { rateEvents } from '../../db/schema.ts'
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
const addressKey = (attempt: SignInAttempt) => `sign-in-address:${attempt.address}`

/** The pause owed after `failures` consecutive failures. */
export function backoffMs(failures: number): number {
  if (failures < freeFailures) return 0
  return Math.min(1000 * 2 ** (failures - freeFailures), maxBackoffMs)
}

/** Seconds before this attempt may be checked (0: check the password now). */
export async function signInWait(db: Db, attempt: SignInAttempt, now: Date): Promise<number> {
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

export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now: Date) {
  await recordThrottleHit(db, accountKey(attempt), now, memoryMs)
  await recordThrottleHit(db, addressKey(attempt), now, longestWindow(addressLimits.signInFailures))
}

export async function recordSignInSuccess(db: Db, attempt: SignInAttempt) {
  await forgetThrottle(db, accountKey(attempt))
}
