/**
 * Throttles counted in the database (rate_events), so every API process behind one
 * PostgreSQL shares them. A rule is one or more sliding windows; a refused attempt is not
 * counted, so waiting always works and nobody can extend someone else's wait forever. An
 * advisory lock per key makes the count and the insert one step under concurrent requests.
 */
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { rateEvents } from '../../db/schema.ts'
import { inTransaction } from '../transactions.ts'

export interface ThrottleWindow {
  limit: number
  ms: number
}

const second = 1000
const minute = 60 * second
const hour = 60 * minute

/**
 * Per client address. Generous enough for a family or an office behind one address and for
 * the test suites (which sign in, sign up and start guests from 127.0.0.1 all day), tight
 * enough that scripted guessing and mass sign-ups stall within seconds.
 */
export const addressLimits = {
  guest: [
    { limit: 30, ms: 10 * second },
    { limit: 3000, ms: hour },
  ],
  register: [
    { limit: 30, ms: 10 * second },
    { limit: 500, ms: hour },
  ],
  codes: [
    { limit: 30, ms: 10 * second },
    { limit: 500, ms: hour },
  ],
  forgotPassword: [
    { limit: 10, ms: minute },
    { limit: 100, ms: hour },
  ],
  /** failed sign-ins only: successful ones are never limited by address */
  signInFailures: [
    { limit: 30, ms: minute },
    { limit: 300, ms: hour },
  ],
} satisfies Record<string, ThrottleWindow[]>

/** Seconds until `key` may act again under `windows`, or 0 when it may act now. */
async function waitFor(tx: Db, key: string, windows: ThrottleWindow[], now: Date) {
  let wait = 0
  for (const window of windows) {
    const since = new Date(now.getTime() - window.ms)
    const recent = and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since))
    const [row] = await tx.select({ hits: count() }).from(rateEvents).where(recent)
    const hits = row?.hits ?? 0
    if (hits < window.limit) continue
    // The window opens again when the hit that fills it to the limit ages out.
    const [freeing] = await tx
      .select({ at: rateEvents.createdAt })
      .from(rateEvents)
      .where(recent)
      .orderBy(asc(rateEvents.createdAt))
      .offset(hits - window.limit)
      .limit(1)
    const at = freeing ? new Date(freeing.at).getTime() : now.getTime()
    wait = Math.max(wait, (at + window.ms - now.getTime()) / 1000)
  }
  return wait
}

/** Counts one attempt for `key`, or returns the seconds to wait (nothing counted). */
export async function takeThrottleSlot(
  db: Db,
  key: string,
  windows: ThrottleWindow[],
  now: Date,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    const wait = await waitFor(tx, key, windows, now)
    if (wait > 0) return wait
    await tx.insert(rateEvents).values({ key, createdAt: now })
    const old = new Date(now.getTime() - longestWindow(windows))
    await tx.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.createdAt, old)))
    return 0
  })
}

/** Seconds `key` must still wait under `windows` (0: go ahead), counting nothing. */
export async function throttleWait(db: Db, key: string, windows: ThrottleWindow[], now: Date) {
  return waitFor(db, key, windows, now)
}

/** Counts a hit that was already allowed and answers its id; hits older than `keepMs` are dropped. */
export async function recordThrottleHit(
  db: Db,
  key: string,
  now: Date,
  keepMs: number,
): Promise<string> {
  const [hit] = await db
    .insert(rateEvents)
    .values({ key, createdAt: now })
    .returning({ id: rateEvents.id })
  const old = new Date(now.getTime() - keepMs)
  await db.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.createdAt, old)))
  return hit?.id ?? ''
}

export const longestWindow = (windows: ThrottleWindow[]) =>
  Math.max(...windows.map((window) => window.ms))

export async function forgetThrottle(db: Db, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key))
}
