/**
 * createOrders(type): one tab of the supplier's orders (GET /orders, spec part 3 sections
 * 2.2 and 2.3), 10 a page for infinite scroll, with the total revenue the list answers.
 * A decided order leaves the awaiting list at once (`remove`); the next page is still asked for
 * by position, so no order is skipped.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  type OrdersData,
  type OrderType,
  type SupplierOrderCard,
  supplierCalls,
  supplierLimits,
} from '../../contract/supplier/calls.ts'
import { createPagedList } from '../lib/paged-list.ts'
import { publishAwaitingCount } from './awaiting-badge.ts'

export function createOrders(type: OrderType) {
  const $totalRevenue = atom<number | null>(null)
  const list = createPagedList<SupplierOrderCard>(
    async (pageNo) => {
      const data = await api.get<OrdersData>(supplierCalls.orders.path, {
        auth: 'bearer',
        query: { type, pageNo, limit: supplierLimits.pageSize },
      })
      $totalRevenue.set(data.totalRevenue)
      publishAwaitingCount(data.awaitngReview)
      return data
    },
    { pageSize: supplierLimits.pageSize },
  )
  return { ...list, $totalRevenue }
}

export type Orders = ReturnType<typeof createOrders>
