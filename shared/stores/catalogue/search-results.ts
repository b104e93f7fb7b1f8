/**
 * $searchResults: the /search-result list (spec part 1, "Search"). Any query change resets
 * the page and the list; loading more appends until the total is reached or a page comes
 * back empty. Answers to an outdated query are dropped. Browser-only: pages render the
 * first page on the server and hand it over with `showSearchResults`.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { bookmarkCalls, type ToggleBookmarkData } from '../../contract/catalogue/bookmarks.ts'
import {
  catalogueCalls,
  type ItemSummary,
  type SearchItemsData,
} from '../../contract/catalogue/catalogue.ts'
import { messages } from '../../contract/core/messages.ts'
import {
  type SearchState,
  searchKey,
  searchStateQuery,
} from '../../domain/catalogue/search-filters.ts'

export interface SearchResultsValue {
  /** the query the list belongs to, without its page ('' before any) */
  key: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: ItemSummary[]
  total: number
  /** the last page loaded */
  pageNo: number
  done: boolean
  error?: string
}

export const $searchResults = map<SearchResultsValue>({
  key: '',
  status: 'idle',
  list: [],
  total: 0,
  pageNo: 0,
  done: false,
})

let current: SearchState | null = null
let generation = 0

function finished(list: ItemSummary[], total: number, lastPage: ItemSummary[]): boolean {
  return lastPage.length === 0 || list.length >= total
}

async function loadPage(state: SearchState, pageNo: number): Promise<void> {
  const mine = ++generation
  const before = $searchResults.get()
  $searchResults.set({ ...before, status: 'loading', error: undefined })
  try {
    const data = await api.get<SearchItemsData>(catalogueCalls.searchItems.path, {
      query: searchStateQuery({ ...state, pageNo }),
    })
    if (mine !== generation) return
    const page = data?.list ?? []
    const list = pageNo === 1 ? page : [...$searchResults.get().list, ...page]
    const total = data?.total ?? list.length
    $searchResults.set({
      key: searchKey(state),
      status: 'ready',
      list,
      total,
      pageNo,
      done: finished(list, total, page),
    })
  } catch (error) {
    if (mine !== generation) return
    const message = error instanceof Error ? error.message : messages.somethingWentWrong
    $searchResults.set({ ...$searchResults.get(), status: 'error', error: message })
  }
}

/** Adopts a first page rendered on the server, so hydration shows it without a call. */
export function showSearchResults(state: SearchState, data: SearchItemsData): void {
  current = state
  generation++
  const list = data.list ?? []
  $searchResults.set({
    key: searchKey(state),
    status: 'ready',
    list,
    total: data.total ?? list.length,
    pageNo: 1,
    done: finished(list, data.total ?? list.length, list),
  })
}

/** Shows the results of `state`: a different query starts again from page 1. */
export function searchFor(state: SearchState): Promise<void> {
  const key = searchKey(state)
  const value = $searchResults.get()
  if (value.key === key && value.status !== 'error' && current) return Promise.resolve()
  current = state
  $searchResults.set({ key, status: 'loading', list: [], total: 0, pageNo: 0, done: false })
  return loadPage(state, 1)
}

export function loadMoreResults(): Promise<void> {
  const value = $searchResults.get()
  if (!current || value.status === 'loading' || value.done) return Promise.resolve()
  return loadPage(current, value.pageNo + 1)
}

/** After an error: the page that failed, again. */
export function retrySearch(): Promise<void> {
  if (!current) return Promise.resolve()
  return loadPage(current, $searchResults.get().pageNo + 1)
}

/** How many items a search would find (the filter modal's 'Show N items'). */
export async function countResults(state: SearchState): Promise<number> {
  const data = await api.get<SearchItemsData>(catalogueCalls.searchItems.path, {
    query: searchStateQuery({ ...state, limit: 1, pageNo: 1 }),
  })
  return data?.total ?? 0
}

/** Toggles a bookmark; the item's flag changes only after the server answers. */
export async function toggleBookmark(itemId: string): Promise<boolean> {
  const data = await api.post<ToggleBookmarkData>(bookmarkCalls.toggle.path, { body: { itemId } })
  const value = $searchResults.get()
  $searchResults.set({
    ...value,
    list: value.list.map((item) =>
      item._id === itemId ? { ...item, bookMarked: data.bookMarked } : item,
    ),
  })
  return data.bookMarked
}
