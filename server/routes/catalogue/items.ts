/** Item search and discovery lists (spec part 1 section 7, "Categories, items, discovery"). */
import { eq } from 'drizzle-orm'
import type { Infer } from 'superstruct'
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
import type { CallInput, CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { okShared } from '../../http/shared-answer.ts'
import { type Absolute, absoluteUrls, publicOrigin } from '../../http/urls.ts'
import { itemPage, paging } from '../../services/catalogue/item-pages.ts'
import type { ItemFilters, ItemOrder, ItemQuery } from '../../services/catalogue/item-search.ts'
import { publicReadsOf } from '../../services/catalogue/public-reads.ts'
import { defaultPageSize, pointOf, toItemQuery } from '../../services/catalogue/search-params.ts'
import { suggest } from '../../services/catalogue/suggestions.ts'
import { listForViewer } from '../../services/catalogue/viewer-bookmarks.ts'
import { comingWeekend } from '../../services/catalogue/weekend.ts'

export function itemRoutes(calls: CallRoutes, deps: AppDeps) {
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

  calls.viewer(
    catalogueCalls.searchItems,
    { query: searchItemsQuery },
    async ({ c, caller, query: input }) => {
      const query = toItemQuery(input, caller)
      const absolute = absoluteUrls(c, deps)
      const key = `search ${publicOrigin(c, deps)} ${JSON.stringify(input)}`
      const shared = await reads.get(key, () => search({ ...query, viewerId: null }, absolute))
      // A signed-in viewer's cards say which items they saved, on top of the shared answer.
      const viewerId = query.viewerId
      if (!viewerId) return okShared(c, shared)
      return (await listForViewer(db, viewerId, shared)) satisfies SearchItemsData
    },
  )

  type ListInput = CallInput<string | null, unknown, Infer<typeof listQuery>, unknown>
  /** Popular and weekend lists share paging and distance; they differ in filter and order. */
  const curated =
    (filters: () => ItemFilters, order: ItemOrder) =>
    ({ c, caller, query }: ListInput): Promise<ListData<ItemSummary>> => {
      const options = {
        filters: filters(),
        order,
        point: pointOf(query),
        ...paging(query, defaultPageSize),
        viewerId: caller,
      }
      return itemPage(db, options, absoluteUrls(c, deps))
    }

  calls.viewer(
    catalogueCalls.popularItems,
    { query: listQuery },
    curated(() => ({}), 'mostHired'),
  )
  calls.viewer(
    catalogueCalls.outdoorWeekend,
    { query: listQuery },
    curated(() => ({ outdoorOnly: true, period: comingWeekend() }), 'rating'),
  )

  calls.public(
    catalogueCalls.suggestions,
    { query: suggestionsQuery },
    async ({ query }): Promise<SuggestionsData> => ({
      list: await suggest(db, query.search, query.limit ?? 8),
    }),
  )
}
