/**
 * The supplier console's reads: GET /orders (a tab, 10 a page, with the revenue and the
 * awaiting count; limit=0 answers the count alone, for the 5-second badge poll), GET
 * /awaiting/items/{id} (one order, its supplier only) and GET /revenue/graph.
 */
import { Hono } from 'hono'
import {
  type OrdersData,
  orderParams,
  ordersQuery,
  type RevenueData,
  revenueQuery,
  type SupplierOrderDetail,
  supplierCalls,
  supplierLimits,
} from '../../../shared/contract/supplier/orders.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readParams, readQuery } from '../../http/validate.ts'
import { settleDue } from '../../services/bookings/settle.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { supplierOrder } from '../../services/supplier/order-detail.ts'
import { awaitingCount, listOrders } from '../../services/supplier/orders.ts'
import { revenueGraph } from '../../services/supplier/revenue.ts'

export function supplierOrderRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  routes.get(supplierCalls.orders.path, async (c) => {
    const { userId } = userAccess(c)
    const query = readQuery(c, ordersQuery)
    const now = deps.now()
    if (query.limit === 0) {
      // The badge's poll: one indexed count, nothing settled or listed.
      const n = await awaitingCount(db, userId, now)
      return ok<Pick<OrdersData, 'list' | 'total' | 'awaitngReview'>>(c, {
        list: [],
        total: n,
        awaitngReview: n,
      })
    }
    await settleDue(db, deps.ports.payments, { supplierId: userId }, now)
    const options = {
      supplierId: userId,
      type: query.type,
      ...paging(query, supplierLimits.pageSize),
    }
    return ok<OrdersData>(c, await listOrders(db, options, absoluteUrls(c, deps), now))
  })

  routes.get(supplierCalls.awaitingItem.path, async (c) => {
    const { userId } = userAccess(c)
    const { id } = readParams(c, orderParams)
    await settleDue(db, deps.ports.payments, { bookingId: id }, deps.now())
    return ok<SupplierOrderDetail>(c, await supplierOrder(db, id, userId, absoluteUrls(c, deps)))
  })

  routes.get(supplierCalls.revenueGraph.path, async (c) => {
    const { userId } = userAccess(c)
    const query = readQuery(c, revenueQuery)
    return ok<RevenueData>(c, await revenueGraph(db, userId, query, deps.now()))
  })

  return routes
}
