/**
 * toggleBookmark(): an item card's bookmark toggle (POST /items/bookmarks). The card's flag
 * changes only with the server's answer, which is also published in $bookmarked so a list
 * holding the item (the search results) keeps it when it re-renders. Apart from the lists,
 * so every widget with cards takes the toggle without any list's code.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import { bookmarkCalls, type ToggleBookmarkData } from '../../contract/catalogue/bookmarks.ts'

/** The last toggle the server confirmed. */
export const $bookmarked = atom<ToggleBookmarkData | null>(null)

export async function toggleBookmark(itemId: string): Promise<boolean> {
  const data = await api.post<ToggleBookmarkData>(bookmarkCalls.toggle.path, { body: { itemId } })
  $bookmarked.set({ itemId, bookMarked: data.bookMarked })
  return data.bookMarked
}
