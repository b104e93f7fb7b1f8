/**
 * createPagedList(): a list read a page at a time, for infinite lists and 'Load more'.
 * It may start from a page the server rendered (`first`, which is page `firstPage`), asks
 * for one page at a time, skips rows it already has, ends at the total or on an empty page,
 * keeps the list when a page fails (Retry asks for that page again) and lets only the
 * latest request write. Rows are replaced or prepended in place (answers, new questions).
 */

import { map } from 'nanostores'
import { messageOf } from '../../api/errors.ts'
import type { ListData } from '../../contract/core/envelope.ts'

export interface PagedListValue<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: T[]
  total: number
  /** the last page loaded; 0 before any */
  page: number
  done: boolean
  /** the message of a failed page; the list stays as it was */
  error: string | null
}

export interface PagedListOptions<T> {
  pageSize: number
  /** a page rendered on the server */
  first?: ListData<T> | null | undefined
  /** which page `first` is (1 by default) */
  firstPage?: number | undefined
}

type Row = { _id: string }

function isDone(list: unknown[], total: number, lastPage: unknown[]): boolean {
  return lastPage.length === 0 || list.length >= total
}

export function createPagedList<T extends Row>(
  fetchPage: (pageNo: number) => Promise<ListData<T>>,
  options: PagedListOptions<T>,
) {
  const first = options.first
  const firstList = first?.list ?? []
  const firstTotal = first?.total ?? firstList.length
  const $list = map<PagedListValue<T>>(
    first
      ? {
          status: 'ready',
          list: firstList,
          total: firstTotal,
          page: options.firstPage ?? 1,
          done: isDone(firstList, firstTotal, firstList),
          error: null,
        }
      : { status: 'idle', list: [], total: 0, page: 0, done: false, error: null },
  )
  let generation = 0

  async function loadPage(pageNo: number): Promise<void> {
    const mine = ++generation
    $list.set({ ...$list.get(), status: 'loading', error: null })
    try {
      const data = await fetchPage(pageNo)
      if (mine !== generation) return
      const page = data?.list ?? []
      const before = pageNo === 1 ? [] : $list.get().list
      const known = new Set(before.map((row) => row._id))
      const list = [...before, ...page.filter((row) => !known.has(row._id))]
      const total = data?.total ?? list.length
      $list.set({
        status: 'ready',
        list,
        total,
        page: pageNo,
        done: isDone(list, total, page),
        error: null,
      })
    } catch (error) {
      if (mine !== generation) return
      const message = messageOf(error)
      $list.set({ ...$list.get(), status: 'error', error: message })
    }
  }

  return {
    $list,
    /** Page 1 again; a newer call wins over an older one still on its way. */
    loadFirst: () => loadPage(1),
    loadMore(): Promise<void> {
      const value = $list.get()
      if (value.status === 'loading' || value.done || value.page === 0) return Promise.resolve()
      return loadPage(value.page + 1)
    },
    retry(): Promise<void> {
      const value = $list.get()
      if (value.status !== 'error') return Promise.resolve()
      return loadPage(value.page + 1)
    },
    hasMore: () => $list.get().page > 0 && !$list.get().done,
    replace(updated: T): void {
      const value = $list.get()
      $list.set({
        ...value,
        list: value.list.map((row) => (row._id === updated._id ? updated : row)),
      })
    },
    prepend(row: T): void {
      const value = $list.get()
      $list.set({ ...value, list: [row, ...value.list], total: value.total + 1 })
    },
  }
}

export type PagedList<T extends Row> = ReturnType<typeof createPagedList<T>>
