/**
 * A public answer made a signed-in viewer's: the cached anonymous answer with `bookMarked`
 * set from the viewer's own bookmarks, in one small query. Only the bookmark differs between
 * viewers (item-cards.ts), so an item page or a search need not be built again per viewer.
 * The cached answer is copied, never changed.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { bookmarks } from '../../db/schema.ts'

interface Card {
  _id: string
  bookMarked: boolean
}

/** Which of `itemIds` the user saved. */
export async function bookmarkedIds(db: Db, userId: string, itemIds: string[]) {
  if (itemIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ itemId: bookmarks.itemId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.itemId, [...new Set(itemIds)])))
  return new Set(rows.map((row) => row.itemId))
}

const marked = <T extends Card>(card: T, saved: Set<string>): T => ({
  ...card,
  bookMarked: saved.has(card._id),
})

/** An item page (the item and its related items) as `userId` sees it. */
export async function itemForViewer<T extends Card & { relatedItems: Card[] }>(
  db: Db,
  userId: string,
  item: T,
): Promise<T> {
  const related = item.relatedItems
  const saved = await bookmarkedIds(db, userId, [item._id, ...related.map((card) => card._id)])
  return { ...marked(item, saved), relatedItems: related.map((card) => marked(card, saved)) }
}

/** A page of cards as `userId` sees it. */
export async function listForViewer<T extends { list: Card[] }>(
  db: Db,
  userId: string,
  page: T,
): Promise<T> {
  const saved = await bookmarkedIds(
    db,
    userId,
    page.list.map((card) => card._id),
  )
  return { ...page, list: page.list.map((card) => marked(card, saved)) }
}
