/** Saved items: GET /items/bookmarks (the caller's) and POST /items/bookmarks (toggle). */
import {
  bookmarkCalls,
  bookmarkPageSize,
  bookmarksQuery,
  type ToggleBookmarkData,
  toggleBookmarkBody,
} from '../../../shared/contract/catalogue/bookmarks.ts'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { itemMessages } from '../../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { toggleBookmark } from '../../services/catalogue/bookmarks.ts'
import { listOptions, savedItems } from '../../services/catalogue/item-lists.ts'

export function bookmarkRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    bookmarkCalls.list,
    { query: bookmarksQuery },
    ({ c, caller, query }): Promise<ListData<ItemSummary>> => {
      const options = listOptions(query, bookmarkPageSize, caller.userId)
      return savedItems(deps.db, caller.userId, options, absoluteUrls(c, deps))
    },
  )

  calls.user(bookmarkCalls.toggle, { body: toggleBookmarkBody }, async ({ caller, body }) => {
    const bookMarked = await toggleBookmark(deps.db, caller.userId, body.itemId)
    if (bookMarked === null) throw notFound(itemMessages.notFound)
    return { itemId: body.itemId, bookMarked } satisfies ToggleBookmarkData
  })
}
