/** GET /items/categories and GET /user/categories/home. */
import { Hono } from 'hono'
import {
  type CategoriesData,
  catalogueCalls,
  categoriesQuery,
} from '../../../shared/contract/catalogue/catalogue.ts'
import { publicAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readQuery } from '../../http/validate.ts'
import {
  catalogueCategories,
  favouriteCategoryIds,
  homeCategories,
} from '../../services/catalogue/categories.ts'

/** Without a chunk the whole list comes back (there are never more than 100). */
const wholeList = 100

export function categoryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(catalogueCalls.categories.path, async (c) => {
    const caller = publicAccess(c)
    const query = readQuery(c, categoriesQuery)
    const favourites = await favouriteCategoryIds(deps.db, userIdOf(caller))
    const page = { chunk: query.chunk ?? wholeList, pageNo: query.pageNo ?? 1 }
    const data = await catalogueCategories(deps.db, page, favourites, absoluteUrls(c, deps))
    return ok<CategoriesData>(c, data)
  })

  routes.get(catalogueCalls.homeCategories.path, async (c) => {
    const caller = publicAccess(c)
    const query = readQuery(c, categoriesQuery)
    const favourites = await favouriteCategoryIds(deps.db, userIdOf(caller))
    const page = { chunk: query.chunk ?? wholeList, pageNo: query.pageNo ?? 1 }
    return ok<CategoriesData>(
      c,
      await homeCategories(deps.db, page, favourites, absoluteUrls(c, deps)),
    )
  })

  return routes
}
