/** Saved items: GET /items/bookmarks (the caller's) and POST /items/bookmarks (toggle). */
import { Hono } from 'hono'
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
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readQuery } from '../../http/validate.ts'
import { toggleBookmark } from '../../services/catalogue/bookmarks.ts'
import { listOptions, savedItems } from '../../services/catalogue/item-lists.ts'

export function bookmarkRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(bookmarkCalls.list.path, async (c) => {
    const caller = userAccess(c)
    const query = readQuery(c, bookmarksQuery)
    const options = listOptions(query, bookmarkPageSize, caller.userId)
    return ok<ListData<ItemSummary>>(
      c,
      await savedItems(deps.db, caller.userId, options, absoluteUrls(c, deps)),
    )
  })

  routes.post(bookmarkCalls.toggle.path, async (c) => {
    const caller = userAccess(c)
    const { itemId } = await readBody(c, toggleBookmarkBody)
    const bookMarked = await toggleBookmark(deps.db, caller.userId, itemId)
    if (bookMarked === null) throw notFound(itemMessages.notFound)
    return ok<ToggleBookmarkData>(c, { itemId, bookMarked })
  })

  return routes
}
