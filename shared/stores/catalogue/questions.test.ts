import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../contract/catalogue/questions.ts'

const get = vi.fn()
const post = vi.fn()
const del = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
    delete: (...args: unknown[]) => del(...args),
  },
  bindSession: () => {},
}))

const { createQuestionList, isOwner } = await import('./questions.ts')

const question = (id: string, answer: string | null) =>
  ({ _id: id, question: id, answer }) as Question

afterEach(() => {
  vi.clearAllMocks()
})

describe('isOwner', () => {
  it('is true only for the signed-in owner', () => {
    expect(isOwner('u1', 'u1')).toBe(true)
    expect(isOwner('u2', 'u1')).toBe(false)
    expect(isOwner(undefined, 'u1')).toBe(false)
    expect(isOwner('', '')).toBe(false)
  })
})

describe('createQuestionList', () => {
  it('adds an asked question on top and counts it', async () => {
    const questions = createQuestionList('item-1')
    get.mockResolvedValue({ list: [question('a', null)], total: 1 })
    await questions.loadFirst()
    post.mockResolvedValue(question('b', null))
    await questions.ask('  Is it waterproof?  ')
    expect(post).toHaveBeenCalledWith('/user/question', {
      body: { itemId: 'item-1', question: 'Is it waterproof?' },
    })
    expect(questions.$list.get().list.map((entry) => entry._id)).toEqual(['b', 'a'])
    expect(questions.$list.get().total).toBe(2)
  })

  it('replaces a question with what the server answers after a delete', async () => {
    const questions = createQuestionList('item-1')
    get.mockResolvedValue({ list: [question('a', 'Yes')], total: 1 })
    await questions.loadFirst()
    del.mockResolvedValue(question('a', null))
    await questions.removeAnswer('a')
    expect(del).toHaveBeenCalledWith('/user/answer/a')
    expect(questions.$list.get().list[0]?.answer).toBeNull()
  })

  it('keeps the list and reports the message when a page fails', async () => {
    const questions = createQuestionList('item-1')
    get.mockResolvedValueOnce({ list: [question('a', null)], total: 2 })
    await questions.loadFirst()
    get.mockRejectedValueOnce(new Error('Some thing went wrong'))
    await questions.loadMore()
    expect(questions.$list.get()).toMatchObject({ error: 'Some thing went wrong', page: 1 })
    expect(questions.$list.get().list).toHaveLength(1)
    expect(questions.hasMore()).toBe(true)
  })
})
