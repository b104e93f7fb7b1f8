/**
 * createBrowseList(): one list of the browsing pages shown with infinite loading (the
 * /list/equipments pages, the story tabs, saved items). Opening a key (a story tab, say)
 * resets the page and clears the list; loading more appends until a page comes back short
 * or empty or the total is reached. Answers for an outdated key or an older request are
 * dropped. The next page is asked for by position and items already shown are skipped, so
 * taking items out (an unsaved item) never makes the next page skip one. Browser-only: the
 * server renders the first page and the island hands it over with `open(key, firstPage)`.
 */

import { type MapStore, map } from 'nanostores'
import { messageOf } from '../../api/errors.ts'
import type { ListData } from '../../contract/core/envelope.ts'

export type BrowseStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface BrowseListValue<T> {
  /** what the list is of (a tab, a list type); '' before anything was opened */
  key: string
  status: BrowseStatus
  list: T[]
  total: number
  done: boolean
  error?: string | undefined
}

export interface BrowseListOptions<T> {
  pageSize: number
  load: (key: string, pageNo: number) => Promise<ListData<T> | null | undefined>
  idOf: (item: T) => string
}

export interface BrowseList<T> {
  $list: MapStore<BrowseListValue<T>>
  /** Shows `key` from page 1: the given first page, or loaded now. */
  open(key: string, firstPage?: ListData<T> | null): Promise<void>
  loadMore(): Promise<void>
  /** After an error: the page that failed, again. */
  retry(): Promise<void>
  /** Takes an item out (it was unsaved); the total follows. */
  remove(id: string): void
}

export function createBrowseList<T>(options: BrowseListOptions<T>): BrowseList<T> {
  const { pageSize, load, idOf } = options
  const $list = map<BrowseListValue<T>>({
    key: '',
    status: 'idle',
    list: [],
    total: 0,
    done: false,
  })
  let generation = 0

  function settle(key: string, shown: T[], data: ListData<T> | null | undefined): void {
    const page = Array.isArray(data?.list) ? data.list : []
    const seen = new Set(shown.map(idOf))
    const list = [...shown, ...page.filter((item) => !seen.has(idOf(item)))]
    const total = Math.max(typeof data?.total === 'number' ? data.total : 0, list.length)
    const done = page.length < pageSize || list.length >= total
    $list.set({ key, status: 'ready', list, total, done })
  }

  async function fetchNext(): Promise<void> {
    const mine = ++generation
    const before = $list.get()
    // By position: after k items were taken out, the server's page holds k already shown.
    const pageNo = Math.floor(before.list.length / pageSize) + 1
    $list.set({ ...before, status: 'loading', error: undefined })
    try {
      const data = await load(before.key, pageNo)
      if (mine !== generation) return
      settle(before.key, $list.get().list, data)
    } catch (error) {
      if (mine !== generation) return
      const message = messageOf(error)
      $list.set({ ...$list.get(), status: 'error', error: message })
    }
  }

  return {
    $list,
    open(key, firstPage) {
      generation++
      $list.set({ key, status: 'idle', list: [], total: 0, done: false })
      if (!firstPage) return fetchNext()
      settle(key, [], firstPage)
      return Promise.resolve()
    },
    loadMore() {
      const value = $list.get()
      if (value.status !== 'ready' || value.done || !value.key) return Promise.resolve()
      return fetchNext()
    },
    retry() {
      return $list.get().status === 'error' ? fetchNext() : Promise.resolve()
    },
    remove(id) {
      const value = $list.get()
      const list = value.list.filter((item) => idOf(item) !== id)
      if (list.length === value.list.length) return
      $list.set({ ...value, list, total: Math.max(list.length, value.total - 1) })
    },
  }
}
