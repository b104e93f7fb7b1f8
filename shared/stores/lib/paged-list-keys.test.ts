import { describe, expect, it, vi } from 'vitest'
import type { ListData } from '../../contract/core/envelope.ts'
import { createPagedList } from './paged-list.ts'

type Row = { _id: string }
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ _id: `r${from + index}` }))
const ids = (list: Row[]) => list.map((row) => row._id)

/** A server holding `total` rows (r1…), answering pages by position like the API. */
function server(total: number, taken: Set<string> = new Set()) {
  return vi.fn(async (_key: string, pageNo: number): Promise<ListData<Row>> => {
    const all = rows(1, total).filter((row) => !taken.has(row._id))
    return { list: all.slice((pageNo - 1) * 3, pageNo * 3), total: all.length }
  })
}

/** A list keyed by tab or type that ends on a short page, as the browsing pages use it. */
function createBrowseList<T extends Row>(options: {
  pageSize: number
  load: (key: string, pageNo: number) => Promise<ListData<T> | null | undefined>
}) {
  return createPagedList<T, string>((pageNo, key) => options.load(key, pageNo), {
    pageSize: options.pageSize,
    shortPageEnds: true,
  })
}

describe('createPagedList with a key', () => {
  it('adopts a first page, then appends pages until the total', async () => {
    const load = server(7)
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('POPULAR', { list: rows(1, 3), total: 7 })
    expect(load).not.toHaveBeenCalled()
    expect(list.$list.get()).toMatchObject({ key: 'POPULAR', status: 'ready', done: false })
    await list.loadMore()
    await list.loadMore()
    expect(load.mock.calls).toEqual([
      ['POPULAR', 2],
      ['POPULAR', 3],
    ])
    expect(ids(list.$list.get().list)).toEqual(ids(rows(1, 7)))
    expect(list.$list.get().done).toBe(true)
    await list.loadMore()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is done at once when the first page is short', async () => {
    const list = createBrowseList<Row>({ pageSize: 3, load: server(2) })
    await list.open('k', { list: rows(1, 2), total: 2 })
    expect(list.$list.get().done).toBe(true)
  })

  it('ends on an empty page even when the total promised more', async () => {
    const load = vi.fn(async () => ({ list: [], total: 50 }))
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('k', { list: rows(1, 3), total: 50 })
    await list.loadMore()
    expect(list.$list.get()).toMatchObject({ done: true, total: 50 })
  })

  it('opening another key clears the list and starts again from page 1', async () => {
    let answer: (value: ListData<Row>) => void = () => {}
    const load = vi.fn(
      (_key: string, _pageNo: number) =>
        new Promise<ListData<Row>>((resolve) => {
          answer = resolve
        }),
    )
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('FOR_YOU', { list: rows(1, 3), total: 9 })
    const pending = list.open('NEW')
    expect(list.$list.get()).toMatchObject({ key: 'NEW', status: 'loading', list: [] })
    expect(load).toHaveBeenLastCalledWith('NEW', 1)
    answer({ list: rows(20, 2), total: 2 })
    await pending
    expect(ids(list.$list.get().list)).toEqual(['r20', 'r21'])
  })

  it('drops the answer of a tab that is no longer open', async () => {
    const answers: ((value: ListData<Row>) => void)[] = []
    const load = vi.fn(() => new Promise<ListData<Row>>((resolve) => answers.push(resolve)))
    const list = createBrowseList<Row>({ pageSize: 3, load })
    const old = list.open('POPULAR')
    const current = list.open('NEW')
    answers[1]?.({ list: rows(5, 1), total: 1 })
    await current
    answers[0]?.({ list: rows(1, 3), total: 3 })
    await old
    expect(list.$list.get()).toMatchObject({ key: 'NEW', total: 1 })
    expect(ids(list.$list.get().list)).toEqual(['r5'])
  })

  it('asks for one page at a time', async () => {
    const load = server(9)
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('k', { list: rows(1, 3), total: 9 })
    const first = list.loadMore()
    void list.loadMore()
    await first
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the list on a failed page; Retry asks for it again', async () => {
    const load = vi
      .fn<(key: string, pageNo: number) => Promise<ListData<Row>>>()
      .mockRejectedValueOnce(new Error('Request Timeout'))
      .mockResolvedValueOnce({ list: rows(4, 1), total: 4 })
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('k', { list: rows(1, 3), total: 4 })
    await list.loadMore()
    expect(list.$list.get()).toMatchObject({ status: 'error', error: 'Request Timeout' })
    expect(list.$list.get().list).toHaveLength(3)
    await list.loadMore()
    expect(load).toHaveBeenCalledTimes(1)
    await list.retry()
    expect(load.mock.calls.map((call) => call[1])).toEqual([2, 2])
    expect(list.$list.get()).toMatchObject({ status: 'ready', done: true })
    expect(list.$list.get().error).toBeNull()
  })

  it("says 'Some thing went wrong' when a failure has no message", async () => {
    const load = vi.fn(async () => {
      throw new Error('')
    })
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('k')
    expect(list.$list.get().error).toBe('Some thing went wrong')
  })

  it('after items are taken out, the next page neither skips nor repeats one', async () => {
    const taken = new Set<string>()
    const load = server(8, taken)
    const list = createBrowseList<Row>({ pageSize: 3, load })
    await list.open('saved', await load('saved', 1))
    for (const id of ['r1', 'r3']) {
      taken.add(id)
      list.remove(id)
    }
    expect(list.$list.get()).toMatchObject({ total: 6 })
    expect(ids(list.$list.get().list)).toEqual(['r2'])
    await list.loadMore()
    await list.loadMore()
    expect(ids(list.$list.get().list)).toEqual(['r2', 'r4', 'r5', 'r6', 'r7', 'r8'])
    expect(list.$list.get().done).toBe(true)
  })

  it('ignores removing an item it does not show', async () => {
    const list = createBrowseList<Row>({ pageSize: 3, load: server(3) })
    await list.open('k', { list: rows(1, 3), total: 3 })
    list.remove('nope')
    expect(list.$list.get().total).toBe(3)
  })
})
