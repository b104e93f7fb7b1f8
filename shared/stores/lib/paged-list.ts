/**
 * createPagedList(): the one list read a page at a time, for infinite lists, 'Load more'
 * and numbered pagination. It may start from a page the server rendered (`first`, which is
 * page `firstPage`). A query (a tab, a search, a filter) gives the list its `key`: opening
 * another one starts again from page 1, and answers for an outdated query or an older
 * request are dropped. One page is in flight at a time; rows already shown are skipped.
 * The next page is asked for by position, so taking rows out (`remove`) never makes it skip
 * one. It ends at the total, on an empty page, or (`shortPageEnds`) on a short page. A failed
 * page keeps the list (Retry asks for it again) or, with `emptyOnError`, empties it (Retry
 * starts again). Rows are replaced, patched, prepended or removed in place.
 */

import { map } from 'nanostores'
import { messageOf } from '../../api/errors.ts'
import type { ListData } from '../../contract/core/envelope.ts'

export interface PagedListValue<T> {
  /** the query the list belongs to ('' for a list without one) */
  key: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: T[]
  total: number
  /** the last page loaded; 0 before any */
  page: number
  done: boolean
  /** the message of a failed page */
  error: string | null
}

export interface PagedListOptions<T, Q> {
  /** rows a page holds; a function when the query says (a search's `limit`) */
  pageSize: number | ((query: Q) => number)
  /** a page rendered on the server */
  first?: ListData<T> | null | undefined
  /** which page `first` is (1 by default) */
  firstPage?: number | undefined
  /** the query the list starts with */
  query?: Q | undefined
  /** the key of a query; its text by default */
  keyOf?: ((query: Q) => string) | undefined
  /** a page shorter than `pageSize` is the last, whatever the total says */
  shortPageEnds?: boolean | undefined
  /** a failed page empties the list and Retry starts again from page 1 */
  emptyOnError?: boolean | undefined
}

type Row = { _id: string }
type Answer<T> = ListData<T> | null | undefined

export function createPagedList<T extends Row, Q = undefined>(
  fetchPage: (pageNo: number, query: Q) => Promise<Answer<T>>,
  options: PagedListOptions<T, Q>,
) {
  const { keyOf = (query: Q) => String(query ?? ''), shortPageEnds, emptyOnError } = options
  let query = options.query as Q
  const sizeOf = () =>
    typeof options.pageSize === 'number' ? options.pageSize : options.pageSize(query)
  const empty = { list: [] as T[], total: 0, page: 0, done: false }
  const $list = map<PagedListValue<T>>({ key: '', status: 'idle', error: null, ...empty })
  const put = (changes: Partial<PagedListValue<T>>) => $list.set({ ...$list.get(), ...changes })
  let generation = 0
  /** rows taken out since the last page came, which shifts the server's pages */
  let removed = 0
  /** the request that failed, for Retry: [page, appended] */
  let failed: [number, boolean] | undefined

  function settle(pageNo: number, data: Answer<T>, shown: T[]): void {
    const page = data?.list ?? []
    const known = new Set(shown.map((row) => row._id))
    const list = shown.concat(page.filter((row) => !known.has(row._id)))
    const total = Math.max(data?.total ?? 0, list.length)
    const size = sizeOf()
    put({
      key: keyOf(query),
      status: 'ready',
      error: null,
      list,
      total,
      page: pageNo,
      // Where this page ends among the server's rows tells whether any are left.
      done:
        !page.length ||
        (shortPageEnds === true && page.length < size) ||
        (pageNo - 1) * size + page.length >= total,
    })
  }

  /** Page `pageNo`, appended to the list or in its place (`clear`: emptied at once). */
  async function load(pageNo: number, append: boolean, clear?: boolean): Promise<void> {
    const mine = ++generation
    const takenOut = removed
    failed = undefined
    put({ key: keyOf(query), status: 'loading', error: null, ...(clear && empty) })
    try {
      const data = await fetchPage(pageNo, query)
      if (mine !== generation) return
      removed -= takenOut
      settle(pageNo, data, append ? $list.get().list : [])
    } catch (error) {
      if (mine !== generation) return
      // Spec part 2 section 8 (bookings): a list that fails to load is emptied.
      if (!emptyOnError) failed = [pageNo, append]
      put({ status: 'error', error: messageOf(error), ...(emptyOnError && empty) })
    }
  }

  /**
   * Shows `query` from page `pageNo` (numbered pagination shows one page in place of the
   * list): the page given (rendered on the server), or loaded now.
   */
  async function open(next: Q, first?: Answer<T>, pageNo = 1): Promise<void> {
    query = next
    removed = 0
    if (!first) return load(pageNo, false, true)
    generation++
    failed = undefined
    settle(pageNo, first, [])
  }

  if (options.first) void open(query, options.first, options.firstPage)

  return {
    $list,
    open,
    /** Opens `query` unless it is the one shown (or loading); after an error it loads again. */
    async search(next: Q): Promise<void> {
      const { key, status } = $list.get()
      if (key !== keyOf(next) || status === 'error' || status === 'idle') return open(next)
    },
    /** Page 1 again, keeping the rows shown until it answers. */
    loadFirst: () => load(1, false),
    /** The first page, unless the list has one or is fetching it. */
    async start(): Promise<void> {
      const { page, status } = $list.get()
      if (!page && status !== 'loading') return load(1, false)
    },
    /** The next page, unless one is on its way, the last failed or every row is shown. */
    async loadMore(): Promise<void> {
      const { status, done, page } = $list.get()
      if (status !== 'ready' || done || !page) return
      const size = sizeOf()
      // By position: after k rows were taken out, the server's next page holds k shown ones.
      return load(Math.floor((page * size - removed) / size) + 1, true)
    },
    /** After an error: the request that failed, again (page 1 when the list was emptied). */
    async retry(): Promise<void> {
      if ($list.get().status === 'error') return load(...(failed ?? [1, false]))
    },
    /** Drops whatever is on its way (the list left the page). */
    cancel(): void {
      generation++
      if ($list.get().status === 'loading') put({ status: 'ready' })
    },
    hasMore: () => !!$list.get().page && !$list.get().done,
    /** Changes one row in place (an answer, a bookmark the server confirmed). */
    patch(id: string, changes: Partial<T>): void {
      put({ list: $list.get().list.map((row) => (row._id === id ? { ...row, ...changes } : row)) })
    },
    prepend(row: T): void {
      put({ list: [row, ...$list.get().list], total: $list.get().total + 1 })
    },
    /** Takes a row out; the total follows, and the next page still starts where it should. */
    remove(id: string): void {
      const { list, total } = $list.get()
      const kept = list.filter((row) => row._id !== id)
      if (kept.length === list.length) return
      removed++
      put({ list: kept, total: Math.max(kept.length, total - 1) })
    },
  }
}

export type PagedList<T extends Row, Q = undefined> = ReturnType<typeof createPagedList<T, Q>>
