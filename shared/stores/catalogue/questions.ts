/**
 * Questions on one item or one profile: a createPagedList() (10 a page, 'Load more' appends
 * until the total is reached), asking, and the owner's answer, edit and delete. Each list is
 * its own store so two items on a page never mix their questions.
 */
import { api } from '../../api/client.ts'
import {
  deleteAnswerPath,
  type Question,
  type QuestionListData,
  questionCalls,
  questionLimits,
} from '../../contract/catalogue/questions.ts'
import { createPagedList } from '../lib/paged-list.ts'

/** Only the owner of the item answers, edits and deletes answers. */
export function isOwner(userId: string | undefined | null, ownerId: string): boolean {
  return Boolean(userId) && userId === ownerId
}

/**
 * Questions on an item (`itemId`) or on a user's profile (`userId`, which includes those on
 * their items): 10 a page, asking (POST /user/question with the same target), and the
 * owner's answer, edit and delete.
 */
export function createQuestions(target: { itemId: string } | { userId: string }) {
  const pageSize = questionLimits.pageSize
  const pages = createPagedList<Question>(
    (pageNo) =>
      api.get<QuestionListData>(questionCalls.list.path, {
        query: { ...target, pageNo, limit: pageSize },
      }),
    { pageSize },
  )
  return {
    ...pages,
    async ask(question: string): Promise<Question> {
      const created = await api.post<Question>(questionCalls.ask.path, {
        body: { ...target, question: question.trim() },
      })
      pages.prepend(created)
      return created
    },
    async answer(questionId: string, answer: string, mode: 'add' | 'edit'): Promise<Question> {
      const call = mode === 'add' ? api.post : api.patch
      const updated = await call<Question>(questionCalls.answer.path, {
        body: { questionId, answer: answer.trim() },
      })
      pages.patch(updated._id, updated)
      return updated
    },
    async removeAnswer(questionId: string): Promise<Question> {
      const updated = await api.delete<Question>(deleteAnswerPath(questionId))
      pages.patch(updated._id, updated)
      return updated
    },
  }
}

/** An item's questions. */
export const createQuestionList = (itemId: string) => createQuestions({ itemId })

export type QuestionList = ReturnType<typeof createQuestionList>
