/**
 * Saved items (spec part 1 sections 4 and 7): the list of the caller's bookmarks and the
 * toggle. Guests are asked to log in (403 'Please log in or sign up to continue.').
 */
import { object, optional } from 'superstruct'
import { id, latitude, longitude, queryInt } from '../core/fields.ts'

export const bookmarkCalls = {
  list: { method: 'GET', path: '/items/bookmarks' },
  /** toggles: a saved item is unsaved, any other is saved */
  toggle: { method: 'POST', path: '/items/bookmarks' },
} as const

/** Saved items load 5 at a time (spec part 3 section 9). */
export const bookmarkPageSize = 5

export const bookmarksQuery = object({
  latitude: optional(latitude()),
  longitude: optional(longitude()),
  limit: optional(queryInt(1, 100)),
  pageNo: optional(queryInt(1, 10_000)),
})

export const toggleBookmarkBody = object({ itemId: id() })

export interface ToggleBookmarkData {
  itemId: string
  /** the item's new state: the client changes its flag only after this answer */
  bookMarked: boolean
}
