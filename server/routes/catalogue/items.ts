/** Item search and discovery lists (spec part 1 section 7, "Categories, items, discovery"). */
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  catalogueCalls,
  listQuery,
  type SearchItemsData,
  type SuggestionsData,
  searchItemsQuery,
  suggestionsQuery,
} from '../../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { categories } from '../../db/schema.ts'
import { publicAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { okShared } from '../../http/shared-answer.ts'
import { type Absolute, absoluteUrls, publicOrigin } from '../../http/urls.ts'
import { readQuery } from '../../http/validate.ts'
import { itemPage } from '../../services/catalogue/item-pages.ts'
import type { ItemFilters, ItemOrder, ItemQuery } from '../../services/catalogue/item-search.ts'
import { publicReadsOf } from '../../services/catalogue/public-reads.ts'
import { defaultPageSize, pointOf, toItemQuery } from '../../services/catalogue/search-params.ts'
import { suggest } from '../../services/catalogue/suggestions.ts'
import { listForViewer } from '../../services/catalogue/viewer-bookmarks.ts'
import { comingWeekend } from '../../services/catalogue/weekend.ts'

export function itemRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  const reads = publicReadsOf(db, 'searches')

  async function search(query: ItemQuery, absolute: Absolute): Promise<SearchItemsData> {
    const { list, total } = await itemPage(db, query, absolute)
    // Every listed item is of the filtered category: only an empty page needs a look-up.
    const categoryId = query.filters.categoryId
    const category =
      categoryId && list.length === 0
        ? await db
            .select({ name: categories.name })
            .from(categories)
            .where(eq(categories.id, categoryId))
        : [{ name: list[0]?.categories.name ?? null }]
    const categoryName = categoryId ? (category[0]?.name ?? null) : null
    return { list, total, categoryName }
  }

  routes.get(catalogueCalls.searchItems.path, async (c) => {
    const caller = publicAccess(c)
    const input = readQuery(c, searchItemsQuery)
    const query = toItemQuery(input, userIdOf(caller))
    const absolute = absoluteUrls(c, deps)
    const key = `search ${publicOrigin(c, deps)} ${JSON.stringify(input)}`
    const shared = await reads.get(key, () => search({ ...query, viewerId: null }, absolute))
    // A signed-in viewer's cards say which items they saved, on top of the shared answer.
    const viewerId = query.viewerId
    if (!viewerId) return okShared(c, shared)
    return ok<SearchItemsData>(c, await listForViewer(db, viewerId, shared))
  })

  /** Popular and weekend lists share paging and distance; they differ in filter and order. */
  const curated = (filters: () => ItemFilters, order: ItemOrder) => async (c: Context<AppEnv>) => {
    const caller = publicAccess(c)
    const query = readQuery(c, listQuery)
    const limit = query.limit ?? defaultPageSize
    const page = await itemPage(
      db,
      {
        filters: filters(),
        order,
        point: pointOf(query),
        limit,
        offset: ((query.pageNo ?? 1) - 1) * limit,
        viewerId: userIdOf(caller),
      },
      absoluteUrls(c, deps),
    )
    return ok<ListData<ItemSummary>>(c, page)
  }

  routes.get(
    catalogueCalls.popularItems.path,
    curated(() => ({}), 'mostHired'),
  )
  routes.get(
    catalogueCalls.outdoorWeekend.path,
    curated(() => ({ outdoorOnly: true, period: comingWeekend() }), 'rating'),
  )

  routes.get(catalogueCalls.suggestions.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, suggestionsQuery)
    return ok<SuggestionsData>(c, { list: await suggest(db, query.search, query.limit ?? 8) })
  })

  return routes
}
