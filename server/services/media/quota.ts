/**
 * How much one account may upload, counted in the database so every API process shares
 * it: a number of uploads per hour and per day (rate_events, as the other throttles), and
 * the bytes of uploads it holds at once (media_uploads). Files never attached to anything
 * are removed after a week (sweep.ts), and give their bytes back.
 */
import { eq, sql, sum } from 'drizzle-orm'
import { waitLabel } from '../../../shared/contract/account/throttle.ts'
import { mediaMessages } from '../../../shared/contract/core/media.ts'
import type { Db } from '../../db/connect.ts'
import { mediaUploads } from '../../db/schema.ts'
import { HttpError, tooManyRequests } from '../../http/errors.ts'
import { type ThrottleWindow, takeThrottleSlot } from '../account/throttle.ts'

const hour = 60 * 60 * 1000

export const uploadQuota = {
  /** uploads started per account: a listing's photos and videos fit many times over */
  windows: [
    { limit: 100, ms: hour },
    { limit: 300, ms: 24 * hour },
  ] satisfies ThrottleWindow[],
  /** bytes of uploads one account holds at once: a hundred 50 MB videos */
  heldBytes: 5 * 1024 * 1024 * 1024,
} as const

const storageFull = () => new HttpError(413, mediaMessages.storageFull)

async function heldBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(mediaUploads.sizeBytes) })
    .from(mediaUploads)
    .where(eq(mediaUploads.userId, userId))
  return Number(row?.bytes ?? 0)
}

/**
 * Before a file is read: 429 with the wait when the account uploaded too many lately, 413
 * when it already holds its limit (so no one streams 50 MB only to be refused).
 */
export async function takeUploadSlot(db: Db, userId: string, now: Date): Promise<void> {
  if ((await heldBytes(db, userId)) >= uploadQuota.heldBytes) throw storageFull()
  const wait = await takeThrottleSlot(db, `uploads:${userId}`, uploadQuota.windows, now)
  if (wait > 0) throw tooManyRequests(mediaMessages.tooMany(waitLabel(wait)), wait)
}

/**
 * Inside the transaction that records new files: 413 when they would take the account past
 * its limit. A lock per account orders uploads finishing together, so each sees the others.
 */
export async function checkHeldBytes(tx: Db, userId: string, adding: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`)
  if ((await heldBytes(tx, userId)) + adding > uploadQuota.heldBytes) throw storageFull()
}
