import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingListItem } from '../../contract/booking/records.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { get }, bindSession: () => {} }))

const { createBookingList } = await import('./list.ts')

const row = (n: number, name = `Item ${n}`) => ({ _id: `b${n}`, itemName: name }) as BookingListItem
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i))

/** A server holding `total` bookings, answering pages of 10 by position and searching names. */
function serve(total: number, names: (n: number) => string = (n) => `Item ${n}`) {
  get.mockImplementation(async (_path: string, options: { query: Record<string, unknown> }) => {
    const { pageNo, limit, searchKey } = options.query as {
      pageNo: number
      limit: number
      searchKey?: string
    }
    const all = Array.from({ length: total }, (_, i) => row(i + 1, names(i + 1))).filter(
      (entry) => !searchKey || entry.itemName.toLowerCase().includes(searchKey.toLowerCase()),
    )
    return { list: all.slice((pageNo - 1) * limit, pageNo * limit), total: all.length }
  })
}

const ids = (list: { _id: string }[]) => list.map((entry) => entry._id)

beforeEach(() => {
  get.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('createBookingList', () => {
  it('opens on page 1 of its list, 10 a page, with the bearer token, once', async () => {
    serve(23)
    const list = createBookingList('Current')
    expect(list.$list.get().status).toBe('idle')
    expect(get).not.toHaveBeenCalled()
    await Promise.all([list.open(), list.open()])
    await list.open()
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith('/booking', {
      query: { type: 'Current', pageNo: 1, limit: 10, searchKey: undefined },
      auth: 'bearer',
    })
    expect(list.$list.get()).toMatchObject({ page: 1, total: 23, done: false })
    expect(ids(list.$list.get().list)).toEqual(ids(rows(1, 10)))
  })

  it('appends pages until the total, then stops asking', async () => {
    serve(23)
    const list = createBookingList('History')
    await list.reload()
    await list.loadMore()
    await list.loadMore()
    expect(ids(list.$list.get().list)).toEqual(ids(rows(1, 23)))
    expect(list.$list.get().done).toBe(true)
    await list.loadMore()
    expect(get).toHaveBeenCalledTimes(3)
    expect(get.mock.calls.map((call) => call[1].query.pageNo)).toEqual([1, 2, 3])
    expect(get.mock.calls[0]?.[1].query.type).toBe('History')
  })

  it('ignores Load more while a page is on its way', async () => {
    serve(30)
    const list = createBookingList('Current')
    await list.reload()
    const first = list.loadMore()
    const second = list.loadMore()
    await Promise.all([first, second])
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('searches 500 ms after the last key, from page 1, and drops the old pages', async () => {
    vi.useFakeTimers()
    serve(25, (n) => (n % 5 === 0 ? `Kayak ${n}` : `Tent ${n}`))
    const list = createBookingList('Current')
    await list.reload()
    await list.loadMore()
    expect(list.$list.get().list).toHaveLength(20)
    list.search('ka')
    list.search('kay')
    expect(list.$query.get()).toBe('kay')
    await vi.advanceTimersByTimeAsync(499)
    expect(get).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(list.$list.get().status).toBe('ready'))
    expect(get).toHaveBeenCalledTimes(3)
    expect(get.mock.calls[2]?.[1].query).toMatchObject({ pageNo: 1, searchKey: 'kay' })
    expect(ids(list.$list.get().list)).toEqual(['b5', 'b10', 'b15', 'b20', 'b25'])
    expect(list.$list.get()).toMatchObject({ key: 'kay', page: 1, done: true })
  })

  it('clears the shown list as soon as a search starts', async () => {
    serve(12)
    const list = createBookingList('Current')
    await list.reload()
    get.mockImplementationOnce(() => new Promise(() => {}))
    void list.searchNow('tent')
    expect(list.$list.get()).toMatchObject({ status: 'loading', list: [], page: 0 })
  })

  it('searches at once on Enter, and an emptied box lists everything again', async () => {
    serve(12, (n) => (n === 3 ? 'Canoe' : `Tent ${n}`))
    const list = createBookingList('Current')
    await list.reload()
    await list.searchNow('canoe')
    expect(ids(list.$list.get().list)).toEqual(['b3'])
    await list.searchNow('')
    expect(list.$list.get().list).toHaveLength(10)
    expect(get.mock.calls[2]?.[1].query.searchKey).toBeUndefined()
  })

  it('lets only the latest search write', async () => {
    const answers: ((value: unknown) => void)[] = []
    get.mockImplementation(() => new Promise((resolve) => answers.push(resolve)))
    const list = createBookingList('Current')
    const old = list.searchNow('tent')
    const latest = list.searchNow('kayak')
    answers[1]?.({ list: [row(2, 'Kayak')], total: 1 })
    answers[0]?.({ list: [row(1, 'Tent')], total: 1 })
    await Promise.all([old, latest])
    expect(ids(list.$list.get().list)).toEqual(['b2'])
  })

  it('empties the list when a page fails, and Retry starts again from page 1', async () => {
    serve(25)
    const list = createBookingList('Current')
    await list.reload()
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    await list.loadMore()
    expect(list.$list.get()).toMatchObject({
      status: 'error',
      list: [],
      total: 0,
      error: 'Request Timeout',
    })
    await list.retry()
    expect(list.$list.get()).toMatchObject({ status: 'ready', page: 1 })
    expect(list.$list.get().list).toHaveLength(10)
    expect(get.mock.calls.at(-1)?.[1].query.pageNo).toBe(1)
  })

  it('keeps the search through a failure', async () => {
    serve(12, (n) => (n === 4 ? 'Canoe' : `Tent ${n}`))
    const list = createBookingList('Current')
    get.mockRejectedValueOnce(new Error('Some thing went wrong'))
    await list.searchNow('canoe')
    expect(list.$list.get()).toMatchObject({ status: 'error', key: 'canoe' })
    expect(list.$query.get()).toBe('canoe')
    await list.retry()
    expect(ids(list.$list.get().list)).toEqual(['b4'])
  })

  it('drops a search still waiting for its pause when the widget leaves', async () => {
    vi.useFakeTimers()
    serve(3)
    const list = createBookingList('Current')
    list.search('tent')
    list.stop()
    await vi.advanceTimersByTimeAsync(2000)
    expect(get).not.toHaveBeenCalled()
  })
})
