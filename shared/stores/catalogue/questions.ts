/**
 * Questions on one item: a paged list (10 a page, 'Load more' appends until the total is
 * reached), asking, and the owner's answer, edit and delete. Each list is its own store so
 * two items on a page never mix their questions.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  deleteAnswerPath,
  type Question,
  type QuestionListData,
  questionCalls,
  questionLimits,
} from '../../contract/catalogue/questions.ts'

export interface QuestionListValue {
  list: Question[]
  total: number
  page: number
  loading: boolean
  /** the message of a failed load; the list stays as it was */
  error: string | null
}

/** Only the owner of the item answers, edits and deletes answers. */
export function isOwner(userId: string | undefined | null, ownerId: string): boolean {
  return Boolean(userId) && userId === ownerId
}

export function createQuestionList(itemId: string) {
  const $list = map<QuestionListValue>({ list: [], total: 0, page: 0, loading: false, error: null })

  async function loadPage(page: number): Promise<void> {
    $list.set({ ...$list.get(), loading: true, error: null })
    try {
      const data = await api.get<QuestionListData>(questionCalls.list.path, {
        query: { itemId, pageNo: page, limit: questionLimits.pageSize },
      })
      const before = page === 1 ? [] : $list.get().list
      const known = new Set(before.map((question) => question._id))
      const list = [...before, ...data.list.filter((question) => !known.has(question._id))]
      $list.set({ list, total: data.total, page, loading: false, error: null })
    } catch (error) {
      $list.set({ ...$list.get(), loading: false, error: (error as Error).message })
    }
  }

  function replace(updated: Question): void {
    const value = $list.get()
    $list.set({
      ...value,
      list: value.list.map((question) => (question._id === updated._id ? updated : question)),
    })
  }

  return {
    $list,
    loadFirst: () => loadPage(1),
    loadMore: () => loadPage($list.get().page + 1),
    hasMore: () => $list.get().list.length < $list.get().total,
    async ask(question: string): Promise<Question> {
      const created = await api.post<Question>(questionCalls.ask.path, {
        body: { itemId, question: question.trim() },
      })
      const value = $list.get()
      $list.set({ ...value, list: [created, ...value.list], total: value.total + 1 })
      return created
    },
    async answer(questionId: string, answer: string, mode: 'add' | 'edit'): Promise<Question> {
      const call = mode === 'add' ? api.post : api.patch
      const updated = await call<Question>(questionCalls.answer.path, {
        body: { questionId, answer: answer.trim() },
      })
      replace(updated)
      return updated
    },
    async removeAnswer(questionId: string): Promise<Question> {
      const updated = await api.delete<Question>(deleteAnswerPath(questionId))
      replace(updated)
      return updated
    },
  }
}

export type QuestionList = ReturnType<typeof createQuestionList>
