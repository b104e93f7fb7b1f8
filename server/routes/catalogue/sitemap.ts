/** GET /users/suppliers: the suppliers whose public profiles the sitemap lists. */
import { Hono } from 'hono'
import {
  type SupplierEntry,
  sitemapCalls,
  sitemapPageSizes,
  suppliersQuery,
} from '../../../shared/contract/catalogue/sitemap.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { publicAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { readQuery } from '../../http/validate.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { listedSuppliers } from '../../services/catalogue/suppliers-list.ts'

export function sitemapRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  routes.get(sitemapCalls.suppliers.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, suppliersQuery)
    const page = paging(query, sitemapPageSizes.suppliers)
    return ok<ListData<SupplierEntry>>(c, await listedSuppliers(deps.db, page))
  })
  return routes
}
