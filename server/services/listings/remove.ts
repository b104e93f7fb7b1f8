/**
 * DELETE /items/{id}: refused while the item has current or upcoming bookings (any that
 * still hold units and have not ended), checked and changed under the item's row lock.
 * Otherwise the item leaves search and the owner's list, but its row stays, so past
 * bookings keep their item's name, media and prices.
 */
import { and, eq, gt, notInArray } from 'drizzle-orm'
import { listingMessages } from '../../../shared/contract/listings/messages.ts'
import { releasedStatuses } from '../../../shared/domain/booking/status.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, items } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { inTransaction } from '../transactions.ts'
import { deletedStatus, ownedItem } from './owner.ts'

export async function deleteListing(
  db: Db,
  input: { itemId: string; userId: string; now: Date },
): Promise<void> {
  // The item's row stays locked from the check to the change: a checkout under way either
  // finishes first (and its booking is seen) or waits and finds the item gone.
  await inTransaction(db, (tx) => deleteLocked(tx, input))
}

async function deleteLocked(tx: Db, input: { itemId: string; userId: string; now: Date }) {
  const item = await ownedItem(tx, input.itemId, input.userId, 'update')
  const [live] = await tx
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
  await tx.update(items).set({ status: deletedStatus }).where(eq(items.id, item.id))
}
