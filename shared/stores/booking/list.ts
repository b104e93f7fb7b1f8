/**
 * createBookingList(type): the hirer's Current or History list (GET /booking, spec part 2
 * sections 2 and 7), 10 a page. The search box waits 500 ms after the last key before the
 * list starts again from page 1 with `searchKey`; a failed page empties the list (section 8)
 * and Retry starts again. Only the latest request writes. The widget calls `open()` from an
 * effect, so nothing loads during a server render.
 */

import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls, bookingLimits } from '../../contract/booking/calls.ts'
import type { ListType } from '../../contract/booking/fields.ts'
import type { BookingListData, BookingListItem } from '../../contract/booking/records.ts'

export interface BookingListValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: BookingListItem[]
  total: number
  /** the last page loaded; 0 before any */
  page: number
  done: boolean
  /** what the search box holds (applied once the debounce fires) */
  query: string
  /** the searchKey of the list shown */
  searchKey: string
  error: string | null
}

export interface BookingListOptions {
  pageSize?: number
  debounceMs?: number
}

const empty = (query = '', searchKey = ''): BookingListValue => ({
  status: 'idle',
  list: [],
  total: 0,
  page: 0,
  done: false,
  query,
  searchKey,
  error: null,
})

export function createBookingList(type: ListType, options: BookingListOptions = {}) {
  const pageSize = options.pageSize ?? bookingLimits.pageSize
  const debounceMs = options.debounceMs ?? bookingLimits.searchDebounceMs
  const $list = map<BookingListValue>(empty())
  let generation = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function loadPage(pageNo: number, searchKey: string): Promise<void> {
    const mine = ++generation
    const before = pageNo === 1 ? [] : $list.get().list
    $list.set({ ...$list.get(), status: 'loading', list: before, searchKey, error: null })
    try {
      const data = await api.get<BookingListData>(bookingCalls.list.path, {
        query: { type, pageNo, limit: pageSize, searchKey: searchKey || undefined },
        auth: 'bearer',
      })
      if (mine !== generation) return
      const page = data?.list ?? []
      const known = new Set(before.map((row) => row._id))
      const list = [...before, ...page.filter((row) => !known.has(row._id))]
      const total = data?.total ?? list.length
      $list.set({
        ...$list.get(),
        status: 'ready',
        list,
        total,
        page: pageNo,
        done: page.length < pageSize || list.length >= total,
      })
    } catch (error) {
      if (mine !== generation) return
      const message = messageOf(error)
      // Spec part 2 section 8: a list that fails to load is emptied.
      $list.set({ ...empty($list.get().query, searchKey), status: 'error', error: message })
    }
  }

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    $list,
    /** The first page, unless the list already has one (or is fetching it). */
    open(): Promise<void> {
      const value = $list.get()
      if (value.page > 0 || value.status === 'loading') return Promise.resolve()
      return loadPage(1, value.searchKey)
    },
    /** The widget left: a search still waiting for its pause is dropped. */
    stop(): void {
      stopTimer()
    },
    /** Page 1 of the current search again. */
    reload: () => loadPage(1, $list.get().searchKey),
    /** The next page, unless one is loading, the list failed or everything is shown. */
    loadMore(): Promise<void> {
      const value = $list.get()
      if (value.status !== 'ready' || value.done) return Promise.resolve()
      return loadPage(value.page + 1, value.searchKey)
    },
    /** After a failure: the list again from page 1. */
    retry(): Promise<void> {
      if ($list.get().status !== 'error') return Promise.resolve()
      return loadPage(1, $list.get().searchKey)
    },
    /** Typed text: the list restarts from page 1 once typing pauses for the debounce. */
    search(text: string): void {
      $list.setKey('query', text)
      stopTimer()
      timer = setTimeout(() => {
        timer = undefined
        applySearch()
      }, debounceMs)
    },
    /** Enter in the search box: no need to wait. */
    searchNow(text?: string): Promise<void> {
      if (text !== undefined) $list.setKey('query', text)
      stopTimer()
      return applySearch()
    },
  }

  function applySearch(): Promise<void> {
    const key = $list.get().query.trim()
    if (key === $list.get().searchKey && $list.get().status !== 'error') return Promise.resolve()
    $list.set({ ...empty($list.get().query, key) })
    return loadPage(1, key)
  }
}

export type BookingList = ReturnType<typeof createBookingList>
