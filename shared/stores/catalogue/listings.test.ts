import { afterEach, describe, expect, it, vi } from 'vitest'
import { cards, categoryId, supplierId } from '../../../tests/fixtures/listings.ts'
import { ApiError } from '../../api/errors.ts'
import type { ListingsSource } from './listings.ts'
import { createListings } from './listings.ts'

const get = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args) },
  bindSession: () => {},
}))

afterEach(() => get.mockReset())

/** Subscribes like a mounted widget; the first page starts loading. */
function mounted(listings: ReturnType<typeof createListings>) {
  const stop = listings.$list.listen(() => {})
  return stop
}

const settled = (listings: ReturnType<typeof createListings>) =>
  vi.waitFor(() => expect(listings.$list.get().status).not.toBe('loading'))

describe('createListings', () => {
  it("loads a supplier's first page only once something subscribes", async () => {
    get.mockResolvedValue({ list: cards(1, 3), total: 7 })
    const listings = createListings({ kind: 'supplier', supplierId, limit: 3 })
    expect(get).not.toHaveBeenCalled()
    const stop = mounted(listings)
    await settled(listings)
    expect(get).toHaveBeenCalledWith('/items/recently-added-items', {
      query: { userId: supplierId, limit: 3, pageNo: 1, latitude: undefined, longitude: undefined },
    })
    expect(listings.$list.get()).toMatchObject({
      status: 'ready',
      total: 7,
      page: 1,
      done: false,
    })
    expect(listings.$list.get().list).toHaveLength(3)
    stop()
  })

  it('appends pages until the total is reached', async () => {
    get
      .mockResolvedValueOnce({ list: cards(1, 3), total: 5 })
      .mockResolvedValueOnce({ list: cards(4, 2), total: 5 })
    const listings = createListings({ kind: 'supplier', supplierId, limit: 3 })
    const stop = mounted(listings)
    await settled(listings)
    await listings.loadMore()
    expect(get).toHaveBeenLastCalledWith('/items/recently-added-items', {
      query: expect.objectContaining({ pageNo: 2, limit: 3 }),
    })
    const value = listings.$list.get()
    expect(value.list.map((item) => item._id)).toEqual([
      'item-1',
      'item-2',
      'item-3',
      'item-4',
      'item-5',
    ])
    expect(value).toMatchObject({ status: 'ready', page: 2, done: true })
    await listings.loadMore()
    expect(get).toHaveBeenCalledTimes(2)
    stop()
  })

  it('searches with the category and point, and skips items already shown', async () => {
    get
      .mockResolvedValueOnce({ list: cards(1, 2), total: 4, categoryName: 'Kayaking' })
      .mockResolvedValueOnce({ list: cards(2, 2), total: 4, categoryName: 'Kayaking' })
    const source: ListingsSource = {
      kind: 'search',
      categoryId,
      latitude: -33.9,
      longitude: 151.2,
      limit: 2,
    }
    const listings = createListings(source)
    const stop = mounted(listings)
    await settled(listings)
    expect(get).toHaveBeenCalledWith('/items', {
      query: { categoryId, limit: 2, pageNo: 1, latitude: -33.9, longitude: 151.2 },
    })
    await listings.loadMore()
    expect(listings.$list.get().list.map((item) => item._id)).toEqual([
      'item-1',
      'item-2',
      'item-3',
    ])
    stop()
  })

  it('is done when a page comes back short, whatever the total says', async () => {
    get.mockResolvedValue({ list: cards(1, 2), total: 50 })
    const listings = createListings({ kind: 'search', limit: 12 })
    const stop = mounted(listings)
    await settled(listings)
    expect(listings.$list.get().done).toBe(true)
    stop()
  })

  it('keeps a confirmed bookmark in the list', async () => {
    get.mockResolvedValue({ list: cards(1, 2), total: 2 })
    const listings = createListings({ kind: 'supplier', supplierId, limit: 2 })
    const stop = mounted(listings)
    await settled(listings)
    listings.markSaved('item-2', true)
    expect(listings.$list.get().list.map((item) => item.bookMarked)).toEqual([false, true])
    stop()
  })

  it('keeps what it showed on an error, and Retry asks for the failed page again', async () => {
    get
      .mockResolvedValueOnce({ list: cards(1, 2), total: 4 })
      .mockRejectedValueOnce(new ApiError('Request Timeout', 408, undefined))
      .mockResolvedValueOnce({ list: cards(3, 2), total: 4 })
    const listings = createListings({ kind: 'supplier', supplierId, limit: 2 })
    const stop = mounted(listings)
    await settled(listings)
    await listings.loadMore()
    expect(listings.$list.get()).toMatchObject({
      status: 'error',
      error: 'Request Timeout',
      page: 1,
    })
    expect(listings.$list.get().list).toHaveLength(2)
    await listings.loadMore()
    expect(get).toHaveBeenCalledTimes(2)
    await listings.retry()
    expect(get).toHaveBeenLastCalledWith('/items/recently-added-items', {
      query: expect.objectContaining({ pageNo: 2 }),
    })
    expect(listings.$list.get()).toMatchObject({ status: 'ready', done: true })
    expect(listings.$list.get().list).toHaveLength(4)
    stop()
  })
})
