/**
 * Item lists around an item, a story or a supplier, and the caller's hires:
 * GET /items/related-items, /items/recently-added-items, /items/most-hired-items and
 * /items/last-hired.
 */
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import { catalogueCalls, type ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  itemMessages,
  type LastHiredItem,
  lastHiredQuery,
  type MostHiredItem,
  relatedItemsQuery,
  supplierItemsQuery,
} from '../../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { MostHiredRow } from '../../../shared/contract/supplier/orders.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { findUserById } from '../../services/account/users.ts'
import {
  itemsForStory,
  itemsLikeItem,
  listOptions,
  mostHired,
  recentlyAdded,
} from '../../services/catalogue/item-lists.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { lastHired } from '../../services/catalogue/last-hired.ts'
import { mostHiredItems } from '../../services/supplier/revenue.ts'

/** Related items: 5 in the slider, 12 on the full list (spec part 1 section 9). */
const relatedPageSize = 5
const supplierPageSize = 10

export function itemListRoutes(calls: CallRoutes, deps: AppDeps) {
  const { db } = deps

  calls.viewer(
    catalogueCalls.related,
    { query: relatedItemsQuery },
    async ({ c, caller: viewerId, query }): Promise<ListData<ItemSummary>> => {
      const type = query.type ?? (query.adventureStoryId && !query.itemId ? '1' : '0')
      const targetId = type === '0' ? query.itemId : query.adventureStoryId
      const otherId = type === '0' ? query.adventureStoryId : query.itemId
      if (!targetId || otherId) throw badRequest(itemMessages.relatedTarget)
      const options = listOptions(query, relatedPageSize, viewerId)
      const absolute = absoluteUrls(c, deps)
      const page =
        type === '0'
          ? await itemsLikeItem(db, targetId, options, absolute)
          : await itemsForStory(db, targetId, options, absolute)
      if (!page) throw notFound(type === '0' ? itemMessages.notFound : itemMessages.storyNotFound)
      return page
    },
  )

  /** A supplier's listings need the supplier to exist; without userId, the catalogue. */
  const supplierOf = async (userId: string | undefined) => {
    if (userId && !(await findUserById(db, userId))) throw notFound(profileMessages.userNotFound)
    return userId
  }

  calls.viewer(
    catalogueCalls.recentlyAdded,
    { query: supplierItemsQuery },
    async ({ c, caller: viewerId, query }): Promise<ListData<ItemSummary>> => {
      const supplierId = await supplierOf(query.userId)
      const options = listOptions(query, supplierPageSize, viewerId)
      return recentlyAdded(db, supplierId, options, absoluteUrls(c, deps))
    },
  )

  // Without userId a signed-in user gets the revenue dashboard's "most hired": their own
  // items with the hires and views its totals count; anyone else the whole catalogue.
  calls.viewer(
    catalogueCalls.mostHired,
    { query: supplierItemsQuery },
    async ({ c, caller: viewerId, query }): Promise<ListData<MostHiredRow | MostHiredItem>> => {
      const absolute = absoluteUrls(c, deps)
      if (!query.userId && viewerId) {
        return mostHiredItems(db, viewerId, paging(query, supplierPageSize), absolute)
      }
      const supplierId = await supplierOf(query.userId)
      const options = listOptions(query, supplierPageSize, viewerId)
      return mostHired(db, supplierId, options, absolute)
    },
  )

  calls.user(
    catalogueCalls.lastHired,
    { query: lastHiredQuery },
    ({ c, caller, query }): Promise<ListData<LastHiredItem>> => {
      const options = {
        userId: caller.userId,
        as: query.as ?? 'hirer',
        searchKey: query.searchKey ?? '',
        ...paging(query, supplierPageSize),
      }
      return lastHired(db, options, absoluteUrls(c, deps))
    },
  )
}
