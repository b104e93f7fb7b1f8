/**
 * GET /items/{id}. Registered after every other /items/* route, so the fixed paths
 * (/items/bookmarks, /items/categories…) keep their own handlers.
 */
import { listQuery } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  type ItemDetail,
  itemCalls,
  itemMessages,
  itemParams,
} from '../../../shared/contract/catalogue/items.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { okShared } from '../../http/shared-answer.ts'
import { absoluteUrls, publicOrigin } from '../../http/urls.ts'
import { itemDetail } from '../../services/catalogue/item-detail.ts'
import { publicReadsOf } from '../../services/catalogue/public-reads.ts'
import { pointOf } from '../../services/catalogue/search-params.ts'
import { itemForViewer } from '../../services/catalogue/viewer-bookmarks.ts'
import { countView, visitorKey } from '../../services/supplier/views.ts'

export function itemDetailRoutes(calls: CallRoutes, deps: AppDeps) {
  const reads = publicReadsOf(deps.db, 'items')

  calls.viewer(
    itemCalls.detail,
    // latitude and longitude (optional) give the item's distance from the caller.
    { params: itemParams, query: listQuery },
    async ({ c, caller: userId, params: { id }, query }) => {
      const point = pointOf(query)
      const absolute = absoluteUrls(c, deps)
      const shared = await reads.get(
        `item ${publicOrigin(c, deps)} ${id} ${point?.latitude} ${point?.longitude}`,
        () => itemDetail(deps.db, id, { userId: null, point }, absolute),
      )
      // Signed-in viewers see their bookmarks on the shared page; owners (an unlisted item
      // too) read their own page with the owner's fields.
      const item = !userId
        ? shared
        : shared && shared.userId !== userId
          ? await itemForViewer(deps.db, userId, shared)
          : await itemDetail(deps.db, id, { userId, point }, absolute)
      if (!item) throw notFound(itemMessages.notFound)
      // The revenue dashboard's views; the supplier looking at their own item is no visitor.
      if (userId !== item.userId) {
        const visitor = visitorKey({
          userId,
          address: clientAddress(c, deps) ?? '',
        })
        await countView(deps.db, id, visitor, deps.now())
      }
      // The shared page itself goes out from bytes made once (and 304 to a browser holding it).
      return item === shared ? okShared(c, item) : (item satisfies ItemDetail)
    },
  )
}
