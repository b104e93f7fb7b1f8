/**
 * One store per `<hire-listings>` element (a page may hold several, each with its own list):
 * a supplier's listings (GET /items/recently-added-items?userId=…, newest first) or a
 * search (GET /items), each a createPagedList() ending on a short page. The first page
 * loads when the widget first subscribes (nanostores onMount), and answers arriving after
 * the element left the page are dropped.
 */
import { onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import { catalogueCalls, type ItemSummary } from '../../contract/catalogue/catalogue.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { createPagedList, type PagedListValue } from '../lib/paged-list.ts'

export type ListingsValue = PagedListValue<ItemSummary>

/** Whose listings: a supplier's, or a search by category near a point. */
export type ListingsSource =
  | { kind: 'supplier'; supplierId: string; latitude?: number; longitude?: number; limit: number }
  | { kind: 'search'; categoryId?: string; latitude?: number; longitude?: number; limit: number }

function request(source: ListingsSource, pageNo: number) {
  const { limit, latitude, longitude } = source
  if (source.kind === 'supplier') {
    return {
      path: catalogueCalls.recentlyAdded.path,
      query: { userId: source.supplierId, limit, pageNo, latitude, longitude },
    }
  }
  return {
    path: catalogueCalls.searchItems.path,
    query: { categoryId: source.categoryId, limit, pageNo, latitude, longitude },
  }
}

export function createListings(source: ListingsSource) {
  const pages = createPagedList<ItemSummary>(
    (pageNo) => {
      const { path, query } = request(source, pageNo)
      return api.get<ListData<ItemSummary>>(path, { query })
    },
    // Pages skip items already shown (a listing added meanwhile shifts pages).
    { pageSize: source.limit, shortPageEnds: true },
  )

  onMount(pages.$list, () => {
    void pages.start()
    // Left the page: whatever is still on its way is dropped.
    return pages.cancel
  })

  return {
    ...pages,
    /** A bookmark the server confirmed, so the card keeps it when the list re-renders. */
    markSaved: (itemId: string, bookMarked: boolean) =>
      pages.patch(itemId, { bookMarked } as Partial<ItemSummary>),
  }
}

export type Listings = ReturnType<typeof createListings>
