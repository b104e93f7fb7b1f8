/**
 * Explore: builds the /search-result query, tells the host page through a cancelable
 * `hire-search` event, and navigates unless the page called preventDefault() (a partner
 * may show results itself).
 */
import type { Category } from '../../shared/contract/catalogue/catalogue.ts'
import { activityNamed } from '../../shared/domain/catalogue/category-filter.ts'
import {
  buildSearchQuery,
  type SearchQuery,
  searchResultUrl,
} from '../../shared/domain/catalogue/search-query.ts'
import type { RecentCategory } from '../../shared/stores/catalogue/recent-searches.ts'
import { emit } from '../runtime/events.ts'
import type { ChosenPlace } from './place.ts'
import type { ResultsUrlFor } from './shown-search.ts'

export interface SearchChoices {
  text: string
  category: RecentCategory | null
  place: ChosenPlace | null
  /** epoch milliseconds at local midnight */
  start: number
  end: number
}

/** `base`: the origin (or a partner's page) results live under, or the URL for a query. */
export function searchRequest(
  choices: SearchChoices,
  base: string | ResultsUrlFor,
  categories: readonly Category[] = [],
): { query: SearchQuery; url: string } {
  const category = choices.category ?? activityNamed(categories, choices.text) ?? null
  const query = buildSearchQuery({
    categoryId: category?._id,
    subCategoryId: category?.subCategoryId,
    text: choices.text,
    latitude: choices.place?.lat,
    longitude: choices.place?.lng,
    address: choices.place?.address,
    startDate: choices.start,
    endDate: choices.end,
  })
  return { query, url: typeof base === 'function' ? base(query) : searchResultUrl(base, query) }
}

/** Returns whether the page was left for the results. */
export function explore(
  target: EventTarget,
  choices: SearchChoices,
  base: string | ResultsUrlFor,
  categories: readonly Category[] = [],
): boolean {
  const { query, url } = searchRequest(choices, base, categories)
  const proceed = emit(target, 'hire-search', { query, url }, { cancelable: true })
  if (proceed) window.location.assign(url)
  return proceed
}
