/**
 * GET /items/categories and GET /user/categories/home; the favourite-category picker's
 * GET /user/categories answers the first list too.
 */
import type { Infer } from 'superstruct'
import {
  type CategoriesData,
  catalogueCalls,
  categoriesQuery,
} from '../../../shared/contract/catalogue/catalogue.ts'
import type { CallInput, CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import {
  catalogueCategories,
  favouriteCategoryIds,
  homeCategories,
} from '../../services/catalogue/categories.ts'

/** Without a chunk the whole list comes back (there are never more than 100). */
const wholeList = 100

type ListInput = CallInput<string | null, unknown, Infer<typeof categoriesQuery>, unknown>

/** A page of categories, the signed-in viewer's favourites marked. */
export function categoryList(deps: AppDeps, list: typeof catalogueCategories) {
  return async ({ c, caller, query }: ListInput): Promise<CategoriesData> => {
    const favourites = await favouriteCategoryIds(deps.db, caller)
    const page = { chunk: query.chunk ?? wholeList, pageNo: query.pageNo ?? 1 }
    return list(deps.db, page, favourites, absoluteUrls(c, deps))
  }
}

export function categoryRoutes(calls: CallRoutes, deps: AppDeps) {
  const reads = { query: categoriesQuery }
  calls.viewer(catalogueCalls.categories, reads, categoryList(deps, catalogueCategories))
  calls.viewer(catalogueCalls.homeCategories, reads, categoryList(deps, homeCategories))
}
