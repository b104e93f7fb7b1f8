/**
 * One store per `<hire-listings>` element (a page may hold several, each with its own list):
 * a supplier's listings (GET /items/recently-added-items?userId=…, newest first) or a
 * search (GET /items). Pages append until the total is reached or a page comes back short;
 * the first page loads when the widget first subscribes (nanostores onMount), and answers
 * arriving after the element left the page are dropped.
 */
import { map, onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import { catalogueCalls, type ItemSummary } from '../../contract/catalogue/catalogue.ts'
import { itemCalls } from '../../contract/catalogue/items.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { messages } from '../../contract/core/messages.ts'

export interface ListingsValue {
  status: 'loading' | 'ready' | 'error'
  list: ItemSummary[]
  total: number
  /** the last page loaded (0 before the first) */
  pageNo: number
  done: boolean
  error?: string
}

/** Whose listings: a supplier's, or a search by category near a point. */
export type ListingsSource =
  | { kind: 'supplier'; supplierId: string; latitude?: number; longitude?: number; limit: number }
  | { kind: 'search'; categoryId?: string; latitude?: number; longitude?: number; limit: number }

function request(source: ListingsSource, pageNo: number) {
  const { limit, latitude, longitude } = source
  if (source.kind === 'supplier') {
    return {
      path: itemCalls.recentlyAdded.path,
      query: { userId: source.supplierId, limit, pageNo, latitude, longitude },
    }
  }
  return {
    path: catalogueCalls.searchItems.path,
    query: { categoryId: source.categoryId, limit, pageNo, latitude, longitude },
  }
}

/** Appends a page, skipping items already shown (a listing added meanwhile shifts pages). */
function merge(list: ItemSummary[], page: ItemSummary[]): ItemSummary[] {
  const shown = new Set(list.map((item) => item._id))
  return [...list, ...page.filter((item) => !shown.has(item._id))]
}

export function createListings(source: ListingsSource) {
  const $listings = map<ListingsValue>({
    status: 'loading',
    list: [],
    total: 0,
    pageNo: 0,
    done: false,
  })
  let generation = 0

  async function loadPage(pageNo: number): Promise<void> {
    const mine = ++generation
    $listings.set({ ...$listings.get(), status: 'loading', error: undefined })
    try {
      const { path, query } = request(source, pageNo)
      const data = await api.get<ListData<ItemSummary>>(path, { query })
      if (mine !== generation) return
      const page = data?.list ?? []
      const before = pageNo === 1 ? [] : $listings.get().list
      const list = merge(before, page)
      const total = data?.total ?? list.length
      $listings.set({
        status: 'ready',
        list,
        total,
        pageNo,
        done: page.length < source.limit || list.length >= total,
      })
    } catch (error) {
      if (mine !== generation) return
      const message = error instanceof Error ? error.message : messages.somethingWentWrong
      $listings.set({ ...$listings.get(), status: 'error', error: message })
    }
  }

  onMount($listings, () => {
    if ($listings.get().pageNo === 0) void loadPage(1)
    return () => {
      // Left the page: whatever is still on its way is dropped.
      generation++
      if ($listings.get().status === 'loading') $listings.setKey('status', 'ready')
    }
  })

  return {
    $listings,
    /** The next page, unless one is loading or every listing is shown. */
    loadMore(): Promise<void> {
      const value = $listings.get()
      if (value.status !== 'ready' || value.done) return Promise.resolve()
      return loadPage(value.pageNo + 1)
    },
    /** A bookmark the server confirmed, so the card keeps it when the list re-renders. */
    markSaved(itemId: string, bookMarked: boolean): void {
      const value = $listings.get()
      $listings.setKey(
        'list',
        value.list.map((item) => (item._id === itemId ? { ...item, bookMarked } : item)),
      )
    },
    /** After an error: the page that failed, again. */
    retry(): Promise<void> {
      if ($listings.get().status !== 'error') return Promise.resolve()
      return loadPage($listings.get().pageNo + 1)
    },
  }
}

export type Listings = ReturnType<typeof createListings>
