/**
 * Idempotency keys of payment calls (shared/contract/checkout/payments.ts): per user, 24 hours. The
 * first call claims the key (PENDING); its answer is stored in the same transaction as
 * its effects, so a key is DONE exactly when the booking and its payment exist. A retry
 * with the same request gets the stored answer; another request under the key, or a
 * retry while the first still runs, is refused. A failed call releases the key; a claim
 * left by a crashed process is taken over after two minutes (its effects never committed,
 * and processor charges reuse keys derived from the client's, so nothing is charged twice).
 */
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { idempotencyKeyTtlMs } from '../../shared/contract/checkout/payments.ts'
import type { Db } from '../db/connect.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { parseJsonBody } from '../http/json-body.ts'

const staleAfterMs = 2 * 60 * 1000

export interface Claim {
  userId: string
  key: string
  lockId: string
}

export type Begun =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'busy' }

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestHash(method: string, path: string, bodyText: string): string {
  let body: string
  try {
    // Bounded parse: the call's own validation answers 400 for a body this refuses.
    body = stable(parseJsonBody(bodyText) ?? null)
  } catch {
    body = bodyText
  }
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex')
}

/** The processor's own key for one charge of a call: derived, so a retry reuses it. */
export function processorKey(userId: string, clientKey: string | null, purpose: string): string {
  if (!clientKey) return `${purpose}-${randomUUID()}`
  const digest = createHash('sha256').update(`${userId}:${clientKey}:${purpose}`).digest('hex')
  return `${purpose}-${digest.slice(0, 40)}`
}

export async function beginKey(
  db: Db,
  input: { userId: string; key: string; hash: string },
  now: Date,
): Promise<Begun> {
  const mine = and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key))
  const expired = new Date(now.getTime() - idempotencyKeyTtlMs)
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, expired)))
  const lockId = randomUUID()
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...input, requestHash: input.hash, lockId, createdAt: now, lockedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) return { kind: 'claimed', claim: { ...input, lockId } }
  const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1)
  if (!row) return beginKey(db, input, now)
  if (row.requestHash !== input.hash) return { kind: 'reused' }
  if (row.state === 'DONE') {
    return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody }
  }
  const stale = new Date(now.getTime() - staleAfterMs)
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockId, lockedAt: now })
    .where(and(mine, eq(idempotencyKeys.state, 'PENDING'), lt(idempotencyKeys.lockedAt, stale)))
    .returning({ key: idempotencyKeys.key })
  return taken.length > 0 ? { kind: 'claimed', claim: { ...input, lockId } } : { kind: 'busy' }
}

/** The key's row while this claim still holds it (pending, with this claim's lock). */
const heldBy = (claim: Claim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.lockId, claim.lockId),
    sql`${idempotencyKeys.state} = 'PENDING'`,
  )

/** Stores the answer, in the transaction of the call's effects. */
export async function finishKey(tx: Db, claim: Claim, status: number, body: unknown) {
  const done = await tx
    .update(idempotencyKeys)
    .set({ state: 'DONE', responseStatus: status, responseBody: body })
    .where(heldBy(claim))
    .returning({ key: idempotencyKeys.key })
  // Another call took the key over: this one's effects must not land.
  if (done.length === 0) throw new KeyLost()
}

export class KeyLost extends Error {
  constructor() {
    super('The idempotency key was taken over by another call')
    this.name = 'KeyLost'
  }
}

/** Frees the key of a call that failed, so it may be retried. */
export async function releaseKey(db: Db, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(claim))
}
