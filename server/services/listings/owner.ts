/**
 * Who may manage a listing, and who may list at all: the item's supplier only (403 for
 * anyone else, 404 for a deleted or unknown item); a supplier needs VERIFIED status and
 * payout bank details to add or edit a listing (426).
 */
import { and, eq, ne } from 'drizzle-orm'
import { gateMessages, listingMessages } from '../../../shared/contract/listings/messages.ts'
import type { Db } from '../../db/connect.ts'
import { items, users } from '../../db/schema.ts'
import { forbidden, HttpError, notFound } from '../../http/errors.ts'
import { hasBankDetails } from './bank.ts'

export type ItemRow = typeof items.$inferSelect

export const deletedStatus = 'DELETED'

/**
 * The item, when the caller supplies it. `lock` ('update') holds its row to the end of the
 * transaction `db` is, so a checkout cannot book it in the meantime (checkout reads the item
 * 'for key share', which waits for this lock and this lock for it).
 */
export async function ownedItem(
  db: Db,
  itemId: string,
  userId: string,
  lock?: 'update',
): Promise<ItemRow> {
  const query = db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), ne(items.status, deletedStatus)))
    .limit(1)
  const [item] = lock ? await query.for(lock) : await query
  if (!item) throw notFound(listingMessages.notFound)
  if (item.supplierId !== userId) throw forbidden(listingMessages.notOwner)
  return item
}

/** 426 'Please add payment details before add an item' unless VERIFIED with bank details. */
export async function requireListingRights(db: Db, userId: string): Promise<void> {
  const [user] = await db
    .select({ verifyStatus: users.verifyStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  const allowed = user?.verifyStatus === 'VERIFIED' && (await hasBankDetails(db, userId))
  if (!allowed) throw new HttpError(426, gateMessages.upgradeRequired)
}
