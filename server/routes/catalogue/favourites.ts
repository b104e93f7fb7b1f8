/**
 * The favourite-category picker: GET /user/categories (the catalogue with isSelected),
 * GET /user/categories/{id} (also the public category page) and PUT /user/categories.
 * Registered after the catalogue routes, so /user/categories/home keeps its own handler.
 */
import {
  type CategoryData,
  categoryParams,
  favouriteCalls,
  favouriteMessages,
  type SaveFavouritesData,
  saveFavouritesBody,
} from '../../../shared/contract/account/favourites.ts'
import { categoriesQuery } from '../../../shared/contract/catalogue/catalogue.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { loadUser } from '../../services/account/users.ts'
import {
  catalogueCategories,
  categoryById,
  favouriteCategoryIds,
} from '../../services/catalogue/categories.ts'
import { saveFavourites } from '../../services/catalogue/favourites.ts'
import { categoryList } from './categories.ts'

export function favouriteRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.viewer(
    favouriteCalls.list,
    { query: categoriesQuery },
    categoryList(deps, catalogueCategories),
  )

  calls.viewer(
    favouriteCalls.one,
    { params: categoryParams, notFound: favouriteMessages.notFound },
    async ({ c, caller, params }): Promise<CategoryData | null> => {
      const selected = await favouriteCategoryIds(deps.db, caller)
      const category = await categoryById(deps.db, params.id, selected, absoluteUrls(c, deps))
      return category && { category }
    },
  )

  calls.user(
    favouriteCalls.save,
    { body: saveFavouritesBody, message: 'Successfully Updated' },
    async ({ caller, body }): Promise<SaveFavouritesData> => {
      const user = await loadUser(deps.db, caller.userId)
      const step = await saveFavourites(deps.db, user, body.categories)
      return { categories: [...new Set(body.categories)], profileStep: step }
    },
  )
}
