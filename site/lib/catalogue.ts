/**
 * Data the static pages render that is the same for every visitor, read through the shared
 * cache (shared-data.ts). Each call says whether its data could be had: the home page shows
 * a retry state for a section that could not; other pages use `dataOr` for their fallback.
 */
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
import { listOf } from './api.ts'
import { type Loaded, sharedGet } from './shared-data.ts'

function mapLoaded<T, U>(loaded: Loaded<T>, map: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: map(loaded.data) } : loaded
}

export async function homeBanner(): Promise<Loaded<HomeBanner | null>> {
  return mapLoaded(await sharedGet<HomeBanner>(homeCalls.banner.path, {}), (banner) =>
    banner && typeof banner.title === 'string' ? banner : null,
  )
}

export async function homeCategories(): Promise<Loaded<Category[]>> {
  const query = { chunk: categoryChunk.home }
  return mapLoaded(await sharedGet(catalogueCalls.homeCategories.path, query), listOf<Category>)
}

/** Trending activities on home: the 10 most popular items. */
export async function trendingItems(limit = 10): Promise<Loaded<ItemSummary[]>> {
  const loaded = await sharedGet(catalogueCalls.popularItems.path, { limit })
  return mapLoaded(loaded, listOf<ItemSummary>)
}

/** Top destinations: the home page, the footer and the locations page. */
export async function topDestinations(): Promise<Loaded<Destination[]>> {
  const loaded = await sharedGet(homeCalls.destinations.path, { topDestination: true })
  return mapLoaded(loaded, listOf<Destination>)
}

export async function latestStories(limit = 3): Promise<Loaded<Story[]>> {
  const loaded = await sharedGet(homeCalls.stories.path, { pageNo: 1, limit })
  return mapLoaded(loaded, (data) => listOf<Story>(data).slice(0, limit))
}

export async function legalContent(type: number): Promise<Loaded<Content | null>> {
  return mapLoaded(await sharedGet<Content>(homeCalls.content.path, { type }), (content) =>
    content && typeof content.description === 'string' ? content : null,
  )
}
