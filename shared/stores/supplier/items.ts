/**
 * A supplier's items, newest (RECENT) or most hired (MOST_HIRED), 10 a page, for the
 * infinite lists of /supplier/items/{type}/{id}. Starts from the page the server rendered.
 */
import { api } from '../../api/client.ts'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import {
  type SupplierListType,
  supplierLimits,
  supplierListTypes,
} from '../../contract/supplier/profiles.ts'
import { createPagedList } from '../lib/paged-list.ts'

export interface SupplierItemsOptions {
  type: SupplierListType
  userId: string
  first?: ListData<ItemSummary> | null
  /** which page `first` is */
  firstPage?: number
}

export function createSupplierItems({ type, userId, first, firstPage }: SupplierItemsOptions) {
  const pageSize = supplierLimits.itemPageSize
  return createPagedList<ItemSummary>(
    (pageNo) =>
      api.get<ListData<ItemSummary>>(supplierListTypes[type].path, {
        query: { userId, pageNo, limit: pageSize },
      }),
    { pageSize, first, firstPage },
  )
}

export type SupplierItems = ReturnType<typeof createSupplierItems>
