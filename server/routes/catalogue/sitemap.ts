/** GET /users/suppliers: the suppliers whose public profiles the sitemap lists. */
import {
  type SupplierEntry,
  sitemapCalls,
  sitemapPageSizes,
  suppliersQuery,
} from '../../../shared/contract/catalogue/sitemap.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { listedSuppliers } from '../../services/catalogue/suppliers-list.ts'

export function sitemapRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.public(
    sitemapCalls.suppliers,
    { query: suppliersQuery },
    ({ query }): Promise<ListData<SupplierEntry>> =>
      listedSuppliers(deps.db, paging(query, sitemapPageSizes.suppliers)),
  )
}
