import { describe, expect, it, vi } from 'vitest'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'
import { createPagedList } from './paged-list.ts'

const item = (n: number) => ({ _id: `item-${n}` }) as ItemSummary
const page = (from: number, count: number, total: number) => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
})
const ids = (list: ItemSummary[]) => list.map((entry) => entry._id)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const make = (load = vi.fn()) => ({
  load,
  paged: createPagedList<ItemSummary, { q: string }>((pageNo, query) => load(query, pageNo), {
    pageSize: 2,
    keyOf: (query) => query.q,
  }),
})

describe('createPagedList shown a page at a time', () => {
  it('adopts a server page without a call', () => {
    const { load, paged } = make()
    void paged.open({ q: 'a' }, page(1, 2, 5), 1)
    expect(paged.$list.get()).toMatchObject({ key: 'a', status: 'ready', total: 5, done: false })
    expect(load).not.toHaveBeenCalled()
  })

  it('appends pages until the total is reached', async () => {
    const { load, paged } = make()
    void paged.open({ q: 'a' }, page(1, 2, 3), 1)
    load.mockResolvedValueOnce(page(3, 1, 3))
    await paged.loadMore()
    expect(load).toHaveBeenCalledWith({ q: 'a' }, 2)
    expect(ids(paged.$list.get().list)).toEqual(['item-1', 'item-2', 'item-3'])
    expect(paged.$list.get().done).toBe(true)
    await paged.loadMore()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('stops at an empty page even when the total promised more', async () => {
    const { load, paged } = make()
    void paged.open({ q: 'a' }, page(1, 2, 10), 1)
    load.mockResolvedValueOnce(page(3, 0, 10))
    await paged.loadMore()
    expect(paged.$list.get()).toMatchObject({ done: true, status: 'ready' })
  })

  it('shows one page in place of the list (pagination and new filters)', async () => {
    const { load, paged } = make()
    void paged.open({ q: 'a' }, page(1, 2, 6), 1)
    const pending = deferred<ReturnType<typeof page>>()
    load.mockReturnValueOnce(pending.promise)
    const shown = paged.open({ q: 'a' }, null, 3)
    expect(paged.$list.get()).toMatchObject({ status: 'loading', list: [] })
    pending.resolve(page(5, 2, 6))
    await shown
    expect(paged.$list.get()).toMatchObject({ page: 3, done: true, status: 'ready' })
    expect(ids(paged.$list.get().list)).toEqual(['item-5', 'item-6'])
  })

  it('drops the answer of an outdated request', async () => {
    const { load, paged } = make()
    const slow = deferred<ReturnType<typeof page>>()
    load.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(page(9, 1, 1))
    const first = paged.open({ q: 'old' })
    await paged.open({ q: 'new' })
    slow.resolve(page(1, 2, 2))
    await first
    expect(paged.$list.get().key).toBe('new')
    expect(ids(paged.$list.get().list)).toEqual(['item-9'])
  })

  it('keeps the list on a failed Load More and retries the same page', async () => {
    const { load, paged } = make()
    void paged.open({ q: 'a' }, page(1, 2, 4), 1)
    load.mockRejectedValueOnce(new Error('Request Timeout'))
    await paged.loadMore()
    expect(paged.$list.get()).toMatchObject({ status: 'error', error: 'Request Timeout' })
    expect(ids(paged.$list.get().list)).toEqual(['item-1', 'item-2'])
    await paged.loadMore()
    expect(load).toHaveBeenCalledTimes(1)
    load.mockResolvedValueOnce(page(3, 2, 4))
    await paged.retry()
    expect(load).toHaveBeenLastCalledWith({ q: 'a' }, 2)
    expect(paged.$list.get()).toMatchObject({ status: 'ready', done: true })
    expect(paged.$list.get().list).toHaveLength(4)
  })
})
