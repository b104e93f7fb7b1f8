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
import { absoluteUrls } from '../../http/urls.ts'
import { readQuery } from '../../http/validate.ts'
import { itemPage } from '../../services/catalogue/item-pages.ts'
import type { ItemFilters, ItemOrder } from '../../services/catalogue/item-search.ts'
import { defaultPageSize, pointOf, toItemQuery } from '../../services/catalogue/search-params.ts'
import { suggest } from '../../services/catalogue/suggestions.ts'
import { comingWeekend } from '../../services/catalogue/weekend.ts'

export function itemRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  routes.get(catalogueCalls.searchItems.path, async (c) => {
    const caller = publicAccess(c)
    const query = toItemQuery(readQuery(c, searchItemsQuery), userIdOf(caller))
    const { list, total } = await itemPage(db, query, absoluteUrls(c, deps))
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
    return ok<SearchItemsData>(c, { list, total, categoryName })
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
