/**
 * createPagedItems(): one list of item cards loaded a page at a time, for the location
 * and map pages. `show` replaces the list with one page (numbered pagination, or a new
 * filter); `more` appends the next page (Load More, infinite scroll) until the total is
 * reached or a page comes back empty. Answers to an outdated request are dropped. Each
 * island makes its own list, so nothing is shared between pages or server requests; a
 * server-rendered first page is adopted with `adopt` without a call.
 */
import { type MapStore, map } from 'nanostores'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { messages } from '../../contract/core/messages.ts'

export interface PagedItemsValue {
  /** the query the list belongs to, without its page ('' before any) */
  key: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: ItemSummary[]
  total: number
  /** the last page loaded (0 before any) */
  pageNo: number
  done: boolean
  error?: string
}

export interface PagedItems<Q> {
  $list: MapStore<PagedItemsValue>
  /** Takes over a page rendered on the server. */
  adopt(query: Q, pageNo: number, data: ListData<ItemSummary>): void
  /** Shows one page of `query` in place of the list. */
  show(query: Q, pageNo?: number): Promise<void>
  /** Appends the next page of the current query. */
  more(): Promise<void>
  /** After an error: the request that failed, again. */
  retry(): Promise<void>
}

export interface PagedItemsOptions<Q> {
  pageSize: number
  key(query: Q): string
  load(query: Q, pageNo: number): Promise<ListData<ItemSummary> | null | undefined>
}

export function createPagedItems<Q>(options: PagedItemsOptions<Q>): PagedItems<Q> {
  const $list = map<PagedItemsValue>({
    key: '',
    status: 'idle',
    list: [],
    total: 0,
    pageNo: 0,
    done: false,
  })
  let current: Q | null = null
  let generation = 0
  let failed: (() => Promise<void>) | null = null

  const isDone = (pageNo: number, page: ItemSummary[], total: number) =>
    page.length === 0 || pageNo * options.pageSize >= total

  async function load(query: Q, pageNo: number, append: boolean): Promise<void> {
    const mine = ++generation
    current = query
    const key = options.key(query)
    const before = $list.get()
    $list.set({
      ...before,
      key,
      status: 'loading',
      list: append ? before.list : [],
      error: undefined,
    })
    try {
      const data = await options.load(query, pageNo)
      if (mine !== generation) return
      const page = Array.isArray(data?.list) ? data.list : []
      const total = typeof data?.total === 'number' ? data.total : page.length
      failed = null
      $list.set({
        key,
        status: 'ready',
        list: append ? [...$list.get().list, ...page] : page,
        total,
        pageNo,
        done: isDone(pageNo, page, total),
      })
    } catch (error) {
      if (mine !== generation) return
      failed = () => load(query, pageNo, append)
      const message = error instanceof Error ? error.message : messages.somethingWentWrong
      $list.set({ ...$list.get(), status: 'error', error: message || messages.somethingWentWrong })
    }
  }

  return {
    $list,
    adopt(query, pageNo, data) {
      generation++
      current = query
      failed = null
      const list = Array.isArray(data.list) ? data.list : []
      const total = typeof data.total === 'number' ? data.total : list.length
      $list.set({
        key: options.key(query),
        status: 'ready',
        list,
        total,
        pageNo,
        done: isDone(pageNo, list, total),
      })
    },
    show: (query, pageNo = 1) => load(query, pageNo, false),
    more() {
      const value = $list.get()
      if (current === null || value.status === 'loading' || value.done) return Promise.resolve()
      if (value.status === 'error') return Promise.resolve()
      return load(current, value.pageNo + 1, true)
    },
    retry: () => (failed ? failed() : Promise.resolve()),
  }
}
