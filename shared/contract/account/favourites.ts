/**
 * The user's favourite categories (spec part 1 section 7, "Categories"): the picker lists
 * the catalogue with `isSelected`, and saving the choice ends onboarding (415 -> 416).
 * GET /user/categories/home then answers the favourites (see `catalogue.ts`).
 */
import { object } from 'superstruct'
import type { Category } from '../catalogue/catalogue.ts'
import { id } from '../core/fields.ts'
import { categoryIdsField } from './fields.ts'

export const favouriteCalls = {
  /** ?chunk&pageNo, like GET /items/categories, with isSelected for a signed-in caller */
  list: { method: 'GET', path: '/user/categories' },
  /** one category (also the public category page); isSelected for a signed-in caller */
  one: { method: 'GET', path: '/user/categories/:id' },
  /** signed-in users, from profileStep 415: replaces the favourites, 415 -> 416 */
  save: { method: 'PUT', path: '/user/categories' },
} as const

export const favouriteCategoryPath = (categoryId: string) =>
  `/user/categories/${encodeURIComponent(categoryId)}`

export const favouriteMessages = {
  unknownCategory: 'Please select a valid category',
  profileFirst: 'Please complete your profile first.',
  notFound: 'Category not found',
} as const

export const saveFavouritesBody = object({ categories: categoryIdsField() })
export const categoryParams = object({ id: id() })

export interface CategoryData {
  category: Category
}

export interface SaveFavouritesData {
  categories: string[]
  profileStep: number
}
