/**
 * Uploads nobody attached to anything: a file sent and then never saved on a profile, a
 * listing, a report, a claim or in a chat is removed a week after it arrived, so an account
 * cannot keep files that serve nothing. Each check is one statement: the rows it deletes
 * are the ones whose files it removes, so several processes sweeping together each remove
 * different files. A file is attached while any of these holds its path:
 */
import {
  type AnyColumn,
  and,
  asc,
  eq,
  exists,
  inArray,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import {
  bankDetails,
  bookings,
  chatMessages,
  chatRooms,
  insuranceClaims,
  itemMedia,
  items,
  mediaUploads,
  users,
} from '../../db/schema.ts'
import { logFailure } from '../../http/failure-log.ts'
import { type MediaStorage, uploadsPrefix } from '../../ports/media-storage.ts'

/**
 * How long a file may wait to be attached: a week, since the listing wizard keeps a new
 * listing's draft, photos included, for the supplier to finish another day.
 */
export const unattachedGraceMs = 7 * 24 * 60 * 60 * 1000
const sweepEveryMs = 10 * 60 * 1000
const batch = 200

const path = sql`${uploadsPrefix} || ${mediaUploads.fileName}`
const owner = mediaUploads.userId
/** jsonb holding paths among other values (report photos, a claim's media) */
const mentions = (column: AnyColumn) =>
  sql`coalesce(${column}::text, '') like '%' || ${mediaUploads.fileName} || '%'`

function attached(db: Db, images: 'keep' | 'check'): SQL {
  const any = (table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined) =>
    exists(db.select({ one: sql`1` }).from(table).where(where))
  const ownItems = db.select({ id: items.id }).from(items).where(eq(items.supplierId, owner))
  const checks = [
    any(
      users,
      and(
        eq(users.id, owner),
        or(
          eq(users.profilePicture, path),
          eq(users.documentFrontImage, path),
          eq(users.documentBackImage, path),
        ),
      ),
    ),
    any(
      bankDetails,
      and(
        eq(bankDetails.userId, owner),
        or(eq(bankDetails.documentFront, path), eq(bankDetails.documentBack, path)),
      ),
    ),
    any(items, and(eq(items.supplierId, owner), eq(items.termsAndCondDoc, path))),
    any(
      itemMedia,
      and(
        inArray(itemMedia.itemId, ownItems),
        or(eq(itemMedia.url, path), eq(itemMedia.thumbnailUrl, path)),
      ),
    ),
    any(
      chatRooms,
      and(inArray(chatRooms.itemId, ownItems), sql`${chatRooms.item}->>'itemUrl' = ${path}`),
    ),
    any(chatMessages, or(eq(chatMessages.mediaUrl, path), eq(chatMessages.thumbnail, path))),
    any(
      bookings,
      and(
        or(eq(bookings.hirerId, owner), eq(bookings.supplierId, owner)),
        or(
          mentions(bookings.pickupReport),
          mentions(bookings.returnReport),
          mentions(bookings.cancelRequest),
          mentions(bookings.dispute),
        ),
      ),
    ),
    any(
      insuranceClaims,
      and(eq(insuranceClaims.supplierId, owner), mentions(insuranceClaims.media)),
    ),
  ]
  // A chat kept in Firebase holds its images there, out of this database's sight.
  if (images === 'keep') checks.push(sql`${mediaUploads.contentType} like 'image/%'`)
  return or(...checks) as SQL
}

/** Deletes up to one batch of unattached uploads older than the grace period; the count. */
export async function sweepUnattachedUploads(
  db: Db,
  storage: MediaStorage,
  input: { now: Date; images: 'keep' | 'check' },
): Promise<number> {
  const before = new Date(input.now.getTime() - unattachedGraceMs)
  const stale = db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(lt(mediaUploads.createdAt, before), not(attached(db, input.images))))
    .orderBy(asc(mediaUploads.createdAt))
    .limit(batch)
  const gone = await db
    .delete(mediaUploads)
    .where(inArray(mediaUploads.id, stale))
    .returning({ fileName: mediaUploads.fileName })
  await Promise.allSettled(gone.map((row) => storage.remove(row.fileName)))
  return gone.length
}

const lastSweep = new WeakMap<Db, number>()

/** An upload is the moment to sweep, at most every ten minutes per process and database. */
export async function sweepNowAndThen(
  db: Db,
  storage: MediaStorage,
  input: { now: Date; images: 'keep' | 'check' },
): Promise<void> {
  const at = input.now.getTime()
  if (Math.abs(at - (lastSweep.get(db) ?? Number.NEGATIVE_INFINITY)) < sweepEveryMs) return
  lastSweep.set(db, at)
  try {
    await sweepUnattachedUploads(db, storage, input)
  } catch (error) {
    logFailure('[uploads] sweep failed:', error)
  }
}
