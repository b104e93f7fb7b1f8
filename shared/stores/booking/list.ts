/**
 * createBookingList(type): the hirer's Current or History list (GET /booking, spec part 2
 * sections 2 and 7), 10 a page, a createPagedList() keyed by the search. The search box
 * ($query) waits 500 ms after the last key before the list starts again from page 1 with
 * `searchKey`; a failed page empties the list (section 8) and Retry starts again. Only the
 * latest request writes. The widget calls `open()` from an effect, so nothing loads during
 * a server render.
 */

import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import { bookingCalls, bookingLimits } from '../../contract/booking/calls.ts'
import type { ListType } from '../../contract/booking/fields.ts'
import type { BookingListData, BookingListItem } from '../../contract/booking/records.ts'
import { createPagedList, type PagedListValue } from '../lib/paged-list.ts'

/** `key` is the searchKey of the list shown. */
export type BookingListValue = PagedListValue<BookingListItem>

export interface BookingListOptions {
  pageSize?: number
  debounceMs?: number
}

export function createBookingList(type: ListType, options: BookingListOptions = {}) {
  const pageSize = options.pageSize ?? bookingLimits.pageSize
  const debounceMs = options.debounceMs ?? bookingLimits.searchDebounceMs
  /** what the search box holds (applied once the debounce fires) */
  const $query = atom('')
  const pages = createPagedList<BookingListItem, string>(
    (pageNo, searchKey) =>
      api.get<BookingListData>(bookingCalls.list.path, {
        query: { type, pageNo, limit: pageSize, searchKey: searchKey || undefined },
        auth: 'bearer',
      }),
    { pageSize, query: '', shortPageEnds: true, emptyOnError: true },
  )
  let timer: ReturnType<typeof setTimeout> | undefined

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const applySearch = () => pages.search($query.get().trim())

  return {
    $list: pages.$list,
    $query,
    /** The first page, unless the list already has one (or is fetching it). */
    open: pages.start,
    /** The widget left: a search still waiting for its pause is dropped. */
    stop: stopTimer,
    /** Page 1 of the current search again. */
    reload: pages.loadFirst,
    loadMore: pages.loadMore,
    retry: pages.retry,
    /** Typed text: the list restarts from page 1 once typing pauses for the debounce. */
    search(text: string): void {
      $query.set(text)
      stopTimer()
      timer = setTimeout(() => {
        timer = undefined
        void applySearch()
      }, debounceMs)
    },
    /** Enter in the search box: no need to wait. */
    searchNow(text?: string): Promise<void> {
      if (text !== undefined) $query.set(text)
      stopTimer()
      return applySearch()
    },
  }
}

export type BookingList = ReturnType<typeof createBookingList>
