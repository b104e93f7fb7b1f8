/**
 * DELETE /items/{id}: refused while the item has current or upcoming bookings (any that
 * still hold units and have not ended). Otherwise the item leaves search and the owner's
 * list, but its row stays, so past bookings keep their item's name, media and prices.
 */
import { and, eq, gt, notInArray } from 'drizzle-orm'
import { listingMessages } from '../../../shared/contract/listings/messages.ts'
import { releasedStatuses } from '../../../shared/domain/booking/status.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, items } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { deletedStatus, ownedItem } from './owner.ts'

export async function deleteListing(
  db: Db,
  input: { itemId: string; userId: string; now: Date },
): Promise<void> {
  const item = await ownedItem(db, input.itemId, input.userId)
  const [live] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.itemId, item.id),
        notInArray(bookings.status, [...releasedStatuses]),
        gt(bookings.endAt, input.now),
      ),
    )
    .limit(1)
  if (live) throw badRequest(listingMessages.deleteWithBookings)
  await db.update(items).set({ status: deletedStatus }).where(eq(items.id, item.id))
}
