/**
 * Data the browsing pages render: a category with its listings, the activities page, the
 * /list/equipments pages and the stories. A page's own subject (a category, a story, the
 * item of a related list) is found, missing (HTTP 404 for the page) or failed (HTTP 503);
 * a list an island pages through comes back null when its call failed, so the island shows
 * the error and its Retry; other lists fall back to their empty state.
 */
import { api } from '../../shared/api/client.ts'
import { ApiError } from '../../shared/api/errors.ts'
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
import { fetchOr, listOf } from './api.ts'

const timeoutMs = () => Number(process.env.HIRE_API_TIMEOUT_MS ?? 5000)

export type Lookup<T> = { status: 'found'; value: T } | { status: 'missing' } | { status: 'failed' }

/** GET one thing by id: 404 and 400 (a malformed id names nothing) are 'missing'. */
async function lookUp<T>(path: string, pick: (data: T) => unknown): Promise<Lookup<T>> {
  try {
    const data = await api.get<T>(path, { auth: 'basic', signal: AbortSignal.timeout(timeoutMs()) })
    return data && pick(data) ? { status: 'found', value: data } : { status: 'missing' }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { status: 'missing' }
    }
    console.warn(`[site] GET ${path} failed: ${(error as Error).message}`)
    return { status: 'failed' }
  }
}

export async function findCategory(id: string): Promise<Lookup<Category>> {
  const found = await lookUp<CategoryData>(favouriteCategoryPath(id), (data) => data.category?.name)
  return found.status === 'found' ? { status: 'found', value: found.value.category } : found
}

export function findStory(id: string): Promise<Lookup<StoryDetail>> {
  return lookUp<StoryDetail>(storyPath(id), (data) => typeof data.title === 'string')
}

function asList<T>(data: unknown): ListData<T> | null {
  if (!data || typeof data !== 'object') return null
  const record = data as Partial<ListData<T>>
  if (!Array.isArray(record.list)) return null
  return { list: record.list, total: typeof record.total === 'number' ? record.total : 0 }
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
    const data = await api.get<ListData<ItemSummary>>(request.path, {
      query: request.query,
      auth: 'basic',
      signal: AbortSignal.timeout(timeoutMs()),
    })
    const list = asList<ItemSummary>(data)
    return list ? { status: 'found', value: list } : { status: 'failed' }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { status: 'missing' }
    }
    console.warn(`[site] GET ${request.path} failed: ${(error as Error).message}`)
    return { status: 'failed' }
  }
}

/** The first page of a story tab; null when the call failed. */
export async function storyTabFirstPage(storyType: StoryType): Promise<ListData<Story> | null> {
  const data = await fetchOr<unknown>(
    homeCalls.stories.path,
    { storyType, pageNo: 1, limit: browsePageSizes.stories },
    null,
  )
  return asList<Story>(data)
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
