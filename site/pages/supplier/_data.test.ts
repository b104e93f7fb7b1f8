import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'

const get = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args) },
  bindSession: () => {},
}))

const { loadItems, loadProfile, loadReviews, loadSupplierPage, loadSupplierRoute, pageParam } =
  await import('./_data.ts')

afterEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('pageParam', () => {
  it('reads a positive whole page number, else 1', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(null)).toBe(1)
    expect(pageParam('0')).toBe(1)
    expect(pageParam('-2')).toBe(1)
    expect(pageParam('1.5')).toBe(1)
    expect(pageParam('abc')).toBe(1)
    expect(pageParam('99999')).toBe(1)
  })
})

describe('loadProfile', () => {
  it('answers the profile, missing for 404 and 400, failed otherwise', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    get.mockResolvedValueOnce({ user: { userId: 'u1' } })
    expect(await loadProfile('u1')).toEqual({ status: 'ok', profile: { userId: 'u1' } })
    expect(get.mock.calls[0]?.[0]).toBe('/user/profile-view/u1')
    get.mockRejectedValueOnce(new ApiError('User not found.', 404, null))
    expect(await loadProfile('u2')).toEqual({ status: 'missing' })
    get.mockRejectedValueOnce(new ApiError('Invalid id', 400, null))
    expect(await loadProfile('not-an-id')).toEqual({ status: 'missing' })
    get.mockRejectedValueOnce(new ApiError('Some thing went wrong', 500, null))
    expect(await loadProfile('u3')).toEqual({ status: 'failed' })
    get.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'))
    expect(await loadProfile('u4')).toEqual({ status: 'failed' })
  })
})

describe('loadSupplierRoute', () => {
  it('answers the page data with 200, 404 for an unknown id and 503 for a failed look-up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    get.mockResolvedValueOnce({ user: { userId: 'u1' } })
    get.mockResolvedValue({ list: [], total: 0 })
    const url = new URL('https://hire.example/supplier/u1')
    expect(await loadSupplierRoute('u1', url)).toMatchObject({
      status: 200,
      data: { profile: { userId: 'u1' } },
    })
    get.mockRejectedValueOnce(new ApiError('User not found.', 404, null))
    expect(await loadSupplierRoute('u2', url)).toEqual({ status: 404, data: null })
    get.mockRejectedValueOnce(new ApiError('Some thing went wrong', 500, null))
    expect(await loadSupplierRoute('u3', url)).toEqual({ status: 503, data: null })
  })
})

describe('lists', () => {
  it('asks for 10 a page and answers null when a call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    get.mockResolvedValueOnce({ list: [{ _id: 'r1' }], total: 12, rating: 4.8 })
    expect(await loadReviews('u1', 2)).toEqual({ list: [{ _id: 'r1' }], total: 12 })
    expect(get.mock.calls[0]?.slice(0, 2)).toEqual([
      '/user/reviews',
      expect.objectContaining({ query: { userId: 'u1', pageNo: 2, limit: 10 } }),
    ])
    get.mockResolvedValueOnce({ list: [], total: 0 })
    await loadItems('MOST_HIRED', 'u1')
    expect(get.mock.calls[1]?.[0]).toBe('/items/most-hired-items')
    get.mockRejectedValueOnce(new Error('down'))
    expect(await loadItems('RECENT', 'u1')).toBeNull()
    get.mockResolvedValueOnce({ unexpected: true })
    expect(await loadReviews('u1')).toBeNull()
  })

  it('reads the no-script views from the query', async () => {
    get.mockResolvedValue({ list: [], total: 0 })
    const url = new URL(
      'https://hire.example/supplier/profile/u1?reviews=all&reviewsPage=2&info=all',
    )
    const data = await loadSupplierPage({ userId: 'u1' } as never, url)
    expect(data).toMatchObject({ infoAll: true, reviewsAll: true, reviewsPage: 2 })
    const reviewsCall = get.mock.calls.find((call) => call[0] === '/user/reviews')
    expect(reviewsCall?.[1].query.pageNo).toBe(2)
    const plain = await loadSupplierPage(
      { userId: 'u1' } as never,
      new URL('https://hire.example/supplier/profile/u1?reviewsPage=4'),
    )
    expect(plain).toMatchObject({ infoAll: false, reviewsAll: false, reviewsPage: 1 })
  })
})
