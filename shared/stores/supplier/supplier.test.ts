import { afterEach, describe, expect, it, vi } from 'vitest'

const get = vi.fn()
const post = vi.fn()
const patch = vi.fn()
const del = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
    patch: (...args: unknown[]) => patch(...args),
    delete: (...args: unknown[]) => del(...args),
  },
  bindSession: () => {},
}))

const { createSupplierReviews } = await import('./reviews.ts')
const { createSupplierItems } = await import('./items.ts')
const { createProfileQuestions } = await import('./questions.ts')

afterEach(() => vi.clearAllMocks())

describe('supplier stores', () => {
  it('reads reviews 10 at a time for the user', async () => {
    get.mockResolvedValue({ list: [{ _id: 'r1' }], total: 1, rating: 5 })
    const reviews = createSupplierReviews('u1')
    await reviews.loadFirst()
    expect(get).toHaveBeenCalledWith('/user/reviews', {
      query: { userId: 'u1', pageNo: 1, limit: 10 },
    })
    expect(reviews.$list.get()).toMatchObject({ total: 1, done: true })
  })

  it('reads recently added and most hired items through their own calls', async () => {
    get.mockResolvedValue({ list: [{ _id: 'i11' }], total: 11 })
    const recent = createSupplierItems({
      type: 'RECENT',
      userId: 'u1',
      first: { list: Array.from({ length: 10 }, (_, n) => ({ _id: `i${n}` })) as never, total: 11 },
    })
    await recent.loadMore()
    expect(get).toHaveBeenCalledWith('/items/recently-added-items', {
      query: { userId: 'u1', pageNo: 2, limit: 10 },
    })
    expect(recent.$list.get()).toMatchObject({ done: true })
    expect(recent.$list.get().list).toHaveLength(11)
    const hired = createSupplierItems({ type: 'MOST_HIRED', userId: 'u1' })
    await hired.loadFirst()
    expect(get).toHaveBeenLastCalledWith('/items/most-hired-items', {
      query: { userId: 'u1', pageNo: 1, limit: 10 },
    })
  })

  it('asks a profile question with userId and lets the owner answer and delete', async () => {
    get.mockResolvedValue({ list: [{ _id: 'q1', answer: null }], total: 1 })
    const questions = createProfileQuestions('u1')
    await questions.loadFirst()
    expect(get).toHaveBeenCalledWith('/user/question-answer', {
      query: { userId: 'u1', pageNo: 1, limit: 10 },
    })
    post.mockResolvedValueOnce({ _id: 'q2', answer: null })
    await questions.ask('  Do you deliver?  ')
    expect(post).toHaveBeenCalledWith('/user/question', {
      body: { userId: 'u1', question: 'Do you deliver?' },
    })
    expect(questions.$list.get()).toMatchObject({ total: 2 })
    post.mockResolvedValueOnce({ _id: 'q1', answer: 'Yes' })
    await questions.answer('q1', ' Yes ', 'add')
    expect(post).toHaveBeenLastCalledWith('/user/answer', {
      body: { questionId: 'q1', answer: 'Yes' },
    })
    patch.mockResolvedValueOnce({ _id: 'q1', answer: 'Yes, free' })
    await questions.answer('q1', 'Yes, free', 'edit')
    expect(patch).toHaveBeenCalledWith('/user/answer', {
      body: { questionId: 'q1', answer: 'Yes, free' },
    })
    del.mockResolvedValueOnce({ _id: 'q1', answer: null })
    await questions.removeAnswer('q1')
    expect(del).toHaveBeenCalledWith('/user/answer/q1')
    expect(questions.$list.get().list.map((q) => [q._id, q.answer])).toEqual([
      ['q2', null],
      ['q1', null],
    ])
  })
})
