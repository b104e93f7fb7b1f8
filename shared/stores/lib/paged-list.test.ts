import { describe, expect, it, vi } from 'vitest'
import { createPagedList } from './paged-list.ts'

const rows = (...ids: string[]) => ids.map((_id) => ({ _id }))
const ids = (list: { _id: string }[]) => list.map((row) => row._id)
/** the page numbers asked for, in order */
const asked = (fetchPage: { mock: { calls: unknown[][] } }) =>
  fetchPage.mock.calls.map((call) => call[0])

describe('createPagedList', () => {
  it('loads the first page, appends the next and ends at the total', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ list: rows('a', 'b'), total: 3 })
      .mockResolvedValueOnce({ list: rows('c'), total: 3 })
    const pages = createPagedList(fetchPage, { pageSize: 2 })
    expect(pages.$list.get()).toMatchObject({ status: 'idle', page: 0, done: false })
    expect(pages.hasMore()).toBe(false)
    await pages.loadFirst()
    expect(pages.$list.get()).toMatchObject({ status: 'ready', page: 1, total: 3, done: false })
    expect(pages.hasMore()).toBe(true)
    await pages.loadMore()
    expect(asked(fetchPage)).toEqual([1, 2])
    expect(ids(pages.$list.get().list)).toEqual(['a', 'b', 'c'])
    expect(pages.$list.get().done).toBe(true)
    await pages.loadMore()
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('starts from a server-rendered page at any page number', async () => {
    const fetchPage = vi.fn().mockResolvedValue({ list: rows('e', 'f'), total: 9 })
    const pages = createPagedList(fetchPage, {
      pageSize: 2,
      first: { list: rows('c', 'd'), total: 9 },
      firstPage: 2,
    })
    expect(pages.$list.get()).toMatchObject({ status: 'ready', page: 2, done: false })
    await pages.loadMore()
    expect(asked(fetchPage)).toEqual([3])
    expect(ids(pages.$list.get().list)).toEqual(['c', 'd', 'e', 'f'])
  })

  it('is complete from the start when the first page holds everything', () => {
    const pages = createPagedList(vi.fn(), { pageSize: 10, first: { list: rows('a'), total: 1 } })
    expect(pages.$list.get().done).toBe(true)
    expect(pages.hasMore()).toBe(false)
  })

  it('ends on an empty page even when the total promised more', async () => {
    const fetchPage = vi.fn().mockResolvedValue({ list: [], total: 50 })
    const pages = createPagedList(fetchPage, {
      pageSize: 2,
      first: { list: rows('a', 'b'), total: 50 },
    })
    await pages.loadMore()
    expect(pages.$list.get().done).toBe(true)
  })

  it('asks for one page at a time and skips rows it already has', async () => {
    let resolve: (value: unknown) => void = () => {}
    const fetchPage = vi.fn(() => new Promise((done) => (resolve = done)))
    const pages = createPagedList<{ _id: string }>(fetchPage as never, {
      pageSize: 2,
      first: { list: rows('a', 'b'), total: 4 },
    })
    const first = pages.loadMore()
    void pages.loadMore()
    expect(fetchPage).toHaveBeenCalledTimes(1)
    resolve({ list: rows('b', 'c'), total: 4 })
    await first
    expect(ids(pages.$list.get().list)).toEqual(['a', 'b', 'c'])
  })

  it('keeps the list on a failed page, and Retry asks for that page again', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('Request Timeout'))
      .mockResolvedValueOnce({ list: rows('c'), total: 3 })
    const pages = createPagedList(fetchPage, {
      pageSize: 2,
      first: { list: rows('a', 'b'), total: 3 },
    })
    await pages.loadMore()
    expect(pages.$list.get()).toMatchObject({ status: 'error', error: 'Request Timeout', page: 1 })
    expect(ids(pages.$list.get().list)).toEqual(['a', 'b'])
    await pages.retry()
    expect(asked(fetchPage)).toEqual([2, 2])
    expect(pages.$list.get()).toMatchObject({ status: 'ready', error: null, done: true })
  })

  it("says 'Some thing went wrong' when a failure has no message", async () => {
    const pages = createPagedList(vi.fn().mockRejectedValue(new Error('')), { pageSize: 2 })
    await pages.loadFirst()
    expect(pages.$list.get().error).toBe('Some thing went wrong')
  })

  it('lets only the latest request write', async () => {
    const answers: ((value: unknown) => void)[] = []
    const fetchPage = vi.fn(() => new Promise((done) => answers.push(done)))
    const pages = createPagedList<{ _id: string }>(fetchPage as never, { pageSize: 2 })
    const slow = pages.loadFirst()
    const fast = pages.loadFirst()
    answers[1]?.({ list: rows('new'), total: 1 })
    await fast
    answers[0]?.({ list: rows('old'), total: 1 })
    await slow
    expect(ids(pages.$list.get().list)).toEqual(['new'])
  })

  it('patches a changed row and prepends a new one, counting it', () => {
    const pages = createPagedList<{ _id: string; text?: string }>(vi.fn(), {
      pageSize: 10,
      first: { list: rows('a', 'b'), total: 2 },
    })
    pages.patch('b', { text: 'answered' })
    pages.prepend({ _id: 'z' })
    expect(pages.$list.get().list).toEqual([
      { _id: 'z' },
      { _id: 'a' },
      { _id: 'b', text: 'answered' },
    ])
    expect(pages.$list.get().total).toBe(3)
  })

  it('after a row is taken out, the next page starts where the server now has it', async () => {
    const all = rows('a', 'b', 'c', 'd', 'e')
    const fetchPage = vi.fn(async (pageNo: number) => {
      const left = all.filter((row) => row._id !== 'b')
      return { list: left.slice((pageNo - 1) * 2, pageNo * 2), total: left.length }
    })
    const pages = createPagedList(fetchPage, {
      pageSize: 2,
      first: { list: all.slice(0, 2), total: 5 },
    })
    pages.remove('b')
    pages.remove('nope')
    expect(pages.$list.get().total).toBe(4)
    await pages.loadMore()
    await pages.loadMore()
    expect(asked(fetchPage)).toEqual([1, 2])
    expect(ids(pages.$list.get().list)).toEqual(['a', 'c', 'd', 'e'])
    expect(pages.$list.get().done).toBe(true)
  })

  it('with emptyOnError a failed page empties the list and Retry starts from page 1', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('Request Timeout'))
      .mockResolvedValueOnce({ list: rows('a', 'b'), total: 3 })
    const pages = createPagedList(fetchPage, {
      pageSize: 2,
      first: { list: rows('a', 'b'), total: 3 },
      emptyOnError: true,
    })
    await pages.loadMore()
    expect(pages.$list.get()).toMatchObject({ status: 'error', list: [], total: 0, page: 0 })
    await pages.retry()
    expect(asked(fetchPage)).toEqual([2, 1])
    expect(pages.$list.get()).toMatchObject({ status: 'ready', page: 1, total: 3 })
  })

  it('starts once, and a cancelled request writes nothing', async () => {
    let answer: (value: unknown) => void = () => {}
    const fetchPage = vi.fn(() => new Promise((done) => (answer = done)))
    const pages = createPagedList<{ _id: string }>(fetchPage as never, { pageSize: 2 })
    const started = pages.start()
    void pages.start()
    expect(fetchPage).toHaveBeenCalledTimes(1)
    pages.cancel()
    answer({ list: rows('a'), total: 1 })
    await started
    expect(pages.$list.get()).toMatchObject({ status: 'ready', page: 0, list: [] })
  })

  it('searches only for a query it does not show, with the page size the query says', async () => {
    const fetchPage = vi.fn(async (_pageNo: number, query: { q: string; limit: number }) => ({
      list: rows('a', 'b', 'c').slice(0, query.limit),
      total: 3,
    }))
    const pages = createPagedList(fetchPage, {
      pageSize: (query) => query?.limit ?? 1,
      keyOf: (query) => query?.q ?? '',
    })
    await pages.search({ q: 'tent', limit: 3 })
    await pages.search({ q: 'tent', limit: 3 })
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(pages.$list.get()).toMatchObject({ key: 'tent', done: true })
    await pages.search({ q: 'kayak', limit: 2 })
    expect(pages.$list.get()).toMatchObject({ key: 'kayak', done: false, total: 3 })
  })
})
