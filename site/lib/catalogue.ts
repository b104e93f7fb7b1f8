/** Data the static pages render, each call falling back to its empty state. */
import {
  type Category,
  catalogueCalls,
  categoryChunk,
  type ItemSummary,
} from '../../shared/contract/catalogue/catalogue.ts'
import {
  type Content,
  type Destination,
  type HomeBanner,
  homeCalls,
  type Story,
} from '../../shared/contract/catalogue/home.ts'
import { fetchOr, listOf, once } from './api.ts'

export async function homeBanner(): Promise<HomeBanner | null> {
  const banner = await fetchOr<HomeBanner | null>(homeCalls.banner.path, {}, null)
  return banner && typeof banner.title === 'string' ? banner : null
}

export async function homeCategories(): Promise<Category[]> {
  const data = await fetchOr<unknown>(
    catalogueCalls.homeCategories.path,
    { chunk: categoryChunk.home },
    null,
  )
  return listOf<Category>(data)
}

/** Trending activities on home: the 10 most popular items. */
export async function trendingItems(limit = 10): Promise<ItemSummary[]> {
  const data = await fetchOr<unknown>(catalogueCalls.popularItems.path, { limit }, null)
  return listOf<ItemSummary>(data)
}

/** Top destinations; shared by the home page and the footer within one render. */
export function topDestinations(request: Request): Promise<Destination[]> {
  return once(request, 'topDestinations', async () => {
    const data = await fetchOr<unknown>(homeCalls.destinations.path, { topDestination: true }, null)
    return listOf<Destination>(data)
  })
}

export async function latestStories(limit = 3): Promise<Story[]> {
  const data = await fetchOr<unknown>(homeCalls.stories.path, { pageNo: 1, limit }, null)
  return listOf<Story>(data).slice(0, limit)
}

export async function legalContent(type: number): Promise<Content | null> {
  const content = await fetchOr<Content | null>(homeCalls.content.path, { type }, null)
  return content && typeof content.description === 'string' ? content : null
}
