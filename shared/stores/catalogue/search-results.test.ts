import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary, SearchItemsData } from '../../contract/catalogue/catalogue.ts'
import { parseSearchState } from '../../domain/catalogue/search-filters.ts'

const get =
  vi.fn<(path: string, options?: { query?: Record<string, unknown> }) => Promise<unknown>>()
const post = vi.fn<(path: string, options?: { body?: unknown }) => Promise<unknown>>()
vi.mock('../../api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const store = await import('./search-results.ts')
const { toggleBookmark } = await import('./bookmark.ts')

const item = (n: number): ItemSummary =>
  ({ _id: `item-${n}`, itemName: `Item ${n}`, bookMarked: false }) as ItemSummary
const page = (from: number, count: number, total: number): SearchItemsData => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
  categoryName: null,
})

beforeEach(() => {
  get.mockReset()
  post.mockReset()
})
afterEach(() => vi.restoreAllMocks())

describe('$searchResults', () => {
  it('loads page 1, appends page 2 and stops at the total', async () => {
    const state = parseSearchState('limit=10&pageNo=1&sortOn=1')
    get.mockResolvedValueOnce(page(1, 10, 15)).mockResolvedValueOnce(page(11, 5, 15))
    await store.searchFor(state)
    expect(store.$searchResults.get()).toMatchObject({
      status: 'ready',
      total: 15,
      page: 1,
      done: false,
    })
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ limit: 10, pageNo: 1, sortOn: 1 })
    await store.loadMoreResults()
    const value = store.$searchResults.get()
    expect(value.list).toHaveLength(15)
    expect(value.done).toBe(true)
    expect(get.mock.calls[1]?.[1]?.query).toMatchObject({ pageNo: 2 })
    await store.loadMoreResults()
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('a query change resets the list and page', async () => {
    get.mockResolvedValueOnce(page(1, 10, 30)).mockResolvedValueOnce(page(1, 10, 30))
    await store.searchFor(parseSearchState('sortOn=2'))
    await store.loadMoreResults()
    expect(store.$searchResults.get().page).toBe(2)
    get.mockResolvedValueOnce(page(100, 10, 12))
    const pending = store.searchFor(parseSearchState('sortOn=3'))
    expect(store.$searchResults.get()).toMatchObject({ list: [], page: 0, status: 'loading' })
    await pending
    expect(store.$searchResults.get()).toMatchObject({ page: 1, total: 12 })
    expect(store.$searchResults.get().list[0]?._id).toBe('item-100')
  })

  it('drops the answer of an outdated query', async () => {
    let release: (data: SearchItemsData) => void = () => {}
    get.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    const first = store.searchFor(parseSearchState('sortOn=4'))
    get.mockResolvedValueOnce(page(50, 3, 3))
    await store.searchFor(parseSearchState('sortOn=6'))
    release(page(1, 10, 99))
    await first
    expect(store.$searchResults.get()).toMatchObject({ total: 3 })
  })

  it('shows an error, and retry loads the failed page', async () => {
    get.mockRejectedValueOnce(new Error('Some thing went wrong'))
    await store.searchFor(parseSearchState('sortOn=7'))
    expect(store.$searchResults.get()).toMatchObject({
      status: 'error',
      error: 'Some thing went wrong',
    })
    get.mockResolvedValueOnce(page(1, 2, 2))
    await store.retrySearch()
    expect(store.$searchResults.get()).toMatchObject({ status: 'ready', total: 2, done: true })
  })

  it('adopts a server-rendered first page without a call', () => {
    store.showSearchResults(parseSearchState('address=Sydney'), page(1, 10, 40))
    expect(get).not.toHaveBeenCalled()
    expect(store.$searchResults.get()).toMatchObject({ page: 1, total: 40, done: false })
  })

  it('adopts a later page the server rendered and scrolls on from it', async () => {
    store.showSearchResults(parseSearchState('address=Perth&limit=10&pageNo=2'), page(11, 10, 25))
    expect(store.$searchResults.get()).toMatchObject({ page: 2, total: 25, done: false })
    get.mockResolvedValueOnce(page(21, 5, 25))
    await store.loadMoreResults()
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ pageNo: 3 })
    expect(store.$searchResults.get()).toMatchObject({ page: 3, done: true })
  })

  it('counts with limit 1', async () => {
    get.mockResolvedValueOnce(page(1, 1, 27))
    expect(await store.countResults(parseSearchState('limit=10&pageNo=3'))).toBe(27)
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ limit: 1, pageNo: 1 })
  })

  it('flips a bookmark only with the server answer', async () => {
    store.showSearchResults(parseSearchState(''), page(1, 2, 2))
    post.mockResolvedValueOnce({ itemId: 'item-1', bookMarked: true })
    expect(await toggleBookmark('item-1')).toBe(true)
    expect(post).toHaveBeenCalledWith('/items/bookmarks', { body: { itemId: 'item-1' } })
    expect(store.$searchResults.get().list.map((entry) => entry.bookMarked)).toEqual([true, false])
    post.mockRejectedValueOnce(new Error('no'))
    await expect(toggleBookmark('item-2')).rejects.toThrow()
    expect(store.$searchResults.get().list[1]?.bookMarked).toBe(false)
  })
})
