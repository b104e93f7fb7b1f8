/**
 * $searchResults: the /search-result list (spec part 1, "Search"), a createPagedList() keyed
 * by the query without its page, `limit` rows a page. Any query change resets the page and
 * the list; loading more appends until the total is reached or a page comes back empty.
 * Answers to an outdated query are dropped. Browser-only: pages render the first page on
 * the server and hand it over with `showSearchResults`. $resultsCategory follows the
 * category the latest first page answered for, which the page heading names.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  catalogueCalls,
  type ItemSummary,
  type SearchItemsData,
} from '../../contract/catalogue/catalogue.ts'
import {
  type SearchState,
  searchKey,
  searchStateQuery,
} from '../../domain/catalogue/search-filters.ts'
import { createPagedList, type PagedListValue } from '../lib/paged-list.ts'
import { $bookmarked } from './bookmark.ts'

export type SearchResultsValue = PagedListValue<ItemSummary>

/** The category name of the results shown (null: no single category); null until a page arrives. */
export const $resultsCategory = atom<{ name: string | null } | null>(null)

const results = createPagedList<ItemSummary, SearchState | undefined>(
  async (pageNo, state) => {
    const data = await api.get<SearchItemsData>(catalogueCalls.searchItems.path, {
      query: searchStateQuery({ ...(state as SearchState), pageNo }),
    })
    // An answer to an outdated query (the list has moved on) names nothing.
    const current = state !== undefined && results.$list.get().key === searchKey(state)
    if (pageNo === 1 && current) $resultsCategory.set({ name: data?.categoryName ?? null })
    return data
  },
  { pageSize: (state) => state?.limit ?? 1, keyOf: (state) => (state ? searchKey(state) : '') },
)

export const $searchResults = results.$list

/** Adopts a first page rendered on the server, so hydration shows it without a call. */
export function showSearchResults(state: SearchState, data: SearchItemsData): void {
  $resultsCategory.set({ name: data.categoryName ?? null })
  // The page the server rendered: scrolling loads the pages after it.
  void results.open(state, data, state.pageNo)
}

/** Shows the results of `state`: a different query starts again from page 1. */
export const searchFor = (state: SearchState): Promise<void> => results.search(state)

export const loadMoreResults = results.loadMore

/** After an error: the page that failed, again. */
export const retrySearch = results.retry

/** How many items a search would find (the filter modal's 'Show N items'). */
export async function countResults(state: SearchState): Promise<number> {
  const data = await api.get<SearchItemsData>(catalogueCalls.searchItems.path, {
    query: searchStateQuery({ ...state, limit: 1, pageNo: 1 }),
  })
  return data?.total ?? 0
}

// A card's bookmark the server confirmed stays when the list re-renders.
$bookmarked.listen((data) => {
  if (data) results.patch(data.itemId, { bookMarked: data.bookMarked })
})
