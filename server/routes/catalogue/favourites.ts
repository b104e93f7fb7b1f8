/**
 * The favourite-category picker: GET /user/categories (the catalogue with isSelected),
 * GET /user/categories/{id} (also the public category page) and PUT /user/categories.
 * Registered after the catalogue routes, so /user/categories/home keeps its own handler.
 */
import { Hono } from 'hono'
import {
  type CategoryData,
  categoryParams,
  favouriteCalls,
  favouriteMessages,
  type SaveFavouritesData,
  saveFavouritesBody,
} from '../../../shared/contract/account/favourites.ts'
import type { CategoriesData } from '../../../shared/contract/catalogue/catalogue.ts'
import { categoriesQuery } from '../../../shared/contract/catalogue/catalogue.ts'
import { publicAccess, userAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readParams, readQuery } from '../../http/validate.ts'
import { loadUser } from '../../services/account/users.ts'
import {
  catalogueCategories,
  categoryById,
  favouriteCategoryIds,
} from '../../services/catalogue/categories.ts'
import { saveFavourites } from '../../services/catalogue/favourites.ts'

export function favouriteRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(favouriteCalls.list.path, async (c) => {
    const caller = publicAccess(c)
    const query = readQuery(c, categoriesQuery)
    const selected = await favouriteCategoryIds(deps.db, userIdOf(caller))
    const page = { chunk: query.chunk ?? 100, pageNo: query.pageNo ?? 1 }
    const data = await catalogueCategories(deps.db, page, selected, absoluteUrls(c, deps))
    return ok<CategoriesData>(c, data)
  })

  routes.get(favouriteCalls.one.path, async (c) => {
    const caller = publicAccess(c)
    const { id } = readParams(c, categoryParams)
    const selected = await favouriteCategoryIds(deps.db, userIdOf(caller))
    const category = await categoryById(deps.db, id, selected, absoluteUrls(c, deps))
    if (!category) throw notFound(favouriteMessages.notFound)
    return ok<CategoryData>(c, { category })
  })

  routes.put(favouriteCalls.save.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, saveFavouritesBody)
    const user = await loadUser(deps.db, caller.userId)
    const step = await saveFavourites(deps.db, user, body.categories)
    return ok<SaveFavouritesData>(
      c,
      { categories: [...new Set(body.categories)], profileStep: step },
      'Successfully Updated',
    )
  })

  return routes
}
