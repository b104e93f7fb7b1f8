/**
 * Data the browsing pages render: a category with its listings, the activities page, the
 * /list/equipments pages and the stories. A page's own subject (a category, a story, the
 * item of a related list) is found, missing (HTTP 404 for the page) or failed (HTTP 503);
 * a list an island pages through comes back null when its call failed, so the island shows
 * the error and its Retry; other lists fall back to their empty state.
 */
import {
  type CategoryData,
  favouriteCategoryPath,
} from '../../shared/contract/account/favourites.ts'
import {
  browsePageSizes,
  type EquipmentListType,
  equipmentListRequest,
} from '../../shared/contract/catalogue/browse.ts'
import {
  type CategoriesData,
  type Category,
  catalogueCalls,
  categoryChunk,
  type ItemSummary,
  type SearchItemsData,
} from '../../shared/contract/catalogue/catalogue.ts'
import { type StoryDetail, storyPath } from '../../shared/contract/catalogue/discovery.ts'
import { homeCalls, type Story, type StoryType } from '../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { fetchOr, getPublic, type Lookup, listOf, lookUp, lookupFailure, pageOf } from './api.ts'

export function findCategory(id: string): Promise<Lookup<Category>> {
  return lookUp<CategoryData, Category>(favouriteCategoryPath(id), (data) =>
    data.category?.name ? data.category : undefined,
  )
}

export function findStory(id: string): Promise<Lookup<StoryDetail>> {
  return lookUp<StoryDetail, StoryDetail>(storyPath(id), (data) =>
    typeof data.title === 'string' ? data : undefined,
  )
}

/** A category page's Trending Listings (most hired) and All Listings (A to Z), 100 each. */
export async function categoryListings(categoryId: string) {
  const limit = browsePageSizes.categoryListings
  const search = (sortOn?: number) =>
    fetchOr<SearchItemsData | null>(
      catalogueCalls.searchItems.path,
      { categoryId, limit, pageNo: 1, sortOn },
      null,
    )
  const [trending, all] = await Promise.all([search(1), search()])
  const byName = (a: ItemSummary, b: ItemSummary) =>
    a.itemName.localeCompare(b.itemName, 'en-AU', { sensitivity: 'base' })
  return {
    trending: listOf<ItemSummary>(trending),
    all: [...listOf<ItemSummary>(all)].sort(byName),
  }
}

/**
 * The first page of a /list/equipments page; 'missing' when the list names an item that
 * does not exist (related items of an unknown item).
 */
export async function equipmentListFirstPage(
  type: EquipmentListType,
  itemId: string | undefined,
): Promise<Lookup<ListData<ItemSummary>>> {
  const request = equipmentListRequest(type, itemId, 1)
  if (!request) return { status: 'missing' }
  try {
    const list = pageOf<ItemSummary>(await getPublic<unknown>(request.path, request.query))
    return list ? { status: 'found', value: list } : { status: 'failed' }
  } catch (error) {
    return lookupFailure(request.path, error)
  }
}

/** The first page of a story tab; null when the call failed. */
export async function storyTabFirstPage(storyType: StoryType): Promise<ListData<Story> | null> {
  const data = await fetchOr<unknown>(
    homeCalls.stories.path,
    { storyType, pageNo: 1, limit: browsePageSizes.stories },
    null,
  )
  return pageOf<Story>(data)
}

/** Every category with its subcategories (the activities page's filter). */
export async function allCategories(): Promise<Category[]> {
  const data = await fetchOr<CategoriesData | null>(
    catalogueCalls.categories.path,
    { chunk: categoryChunk.full },
    null,
  )
  return listOf<Category>(data)
}
