/**
 * The supplier console's reads: GET /orders (a tab, 10 a page, with the revenue and the
 * awaiting count; limit=0 answers the count alone, for the 5-second badge poll), GET
 * /awaiting/items/{id} (one order, its supplier only) and GET /revenue/graph.
 */
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
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { settleDue } from '../../services/bookings/settle.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { supplierOrder } from '../../services/supplier/order-detail.ts'
import { awaitingCount, listOrders } from '../../services/supplier/orders.ts'
import { revenueGraph } from '../../services/supplier/revenue.ts'

/** The badge's answer: the awaiting count alone. */
type AwaitingCount = Pick<OrdersData, 'list' | 'total' | 'awaitngReview'>

export function supplierOrderRoutes(calls: CallRoutes, deps: AppDeps) {
  const { db } = deps

  calls.user(
    supplierCalls.orders,
    { query: ordersQuery },
    async ({ c, caller: { userId }, query }): Promise<OrdersData | AwaitingCount> => {
      const now = deps.now()
      if (query.limit === 0) {
        // The badge's poll: one indexed count, nothing settled or listed.
        const n = await awaitingCount(db, userId, now)
        return { list: [], total: n, awaitngReview: n }
      }
      await settleDue(db, deps.ports.payments, { supplierId: userId }, now)
      const options = {
        supplierId: userId,
        type: query.type,
        ...paging(query, supplierLimits.pageSize),
      }
      return listOrders(db, options, absoluteUrls(c, deps), now)
    },
  )

  calls.user(
    supplierCalls.awaitingItem,
    { params: orderParams },
    async ({ c, caller: { userId }, params: { id } }): Promise<SupplierOrderDetail> => {
      await settleDue(db, deps.ports.payments, { bookingId: id }, deps.now())
      return supplierOrder(db, id, userId, absoluteUrls(c, deps))
    },
  )

  calls.user(
    supplierCalls.revenueGraph,
    { query: revenueQuery },
    ({ caller: { userId }, query }): Promise<RevenueData> =>
      revenueGraph(db, userId, query, deps.now()),
  )
}
