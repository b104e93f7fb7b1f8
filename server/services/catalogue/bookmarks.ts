/**
 * Toggling a bookmark: saved becomes unsaved and the other way round, in one transaction
 * that also keeps the item's bookmark count (the "most favourites" sort) in step.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { bookmarks, isListed, items } from '../../db/schema.ts'
import { inTransaction } from '../transactions.ts'

/** The item's new state, or null when there is no such active item. */
export async function toggleBookmark(
  db: Db,
  userId: string,
  itemId: string,
): Promise<boolean | null> {
  return inTransaction(db, async (tx) => {
    // Locking the item row serialises toggles on it, so the count never drifts.
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, itemId), isListed))
      .for('update')
    if (!item) return null
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.itemId, itemId)))
      .returning({ itemId: bookmarks.itemId })
    if (removed.length > 0) {
      await tx
        .update(items)
        .set({ bookmarkCount: sql`greatest(${items.bookmarkCount} - 1, 0)` })
        .where(eq(items.id, itemId))
      return false
    }
    await tx.insert(bookmarks).values({ userId, itemId })
    await tx
      .update(items)
      .set({ bookmarkCount: sql`${items.bookmarkCount} + 1` })
      .where(eq(items.id, itemId))
    return true
  })
}
