/**
 * Questions on a user's profile (GET /user/question-answer?userId): 10 a page, asking
 * (POST /user/question with userId, the supplier variant of the call), and the profile
 * owner's answer, edit and delete. The owner's questions include those on their items.
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

export function createProfileQuestions(userId: string) {
  const pageSize = questionLimits.pageSize
  const pages = createPagedList<Question>(
    (pageNo) =>
      api.get<QuestionListData>(questionCalls.list.path, {
        query: { userId, pageNo, limit: pageSize },
      }),
    { pageSize },
  )
  return {
    ...pages,
    async ask(question: string): Promise<Question> {
      const created = await api.post<Question>(questionCalls.ask.path, {
        body: { userId, question: question.trim() },
      })
      pages.prepend(created)
      return created
    },
    async answer(questionId: string, answer: string, mode: 'add' | 'edit'): Promise<Question> {
      const call = mode === 'add' ? api.post : api.patch
      const updated = await call<Question>(questionCalls.answer.path, {
        body: { questionId, answer: answer.trim() },
      })
      pages.replace(updated)
      return updated
    },
    async removeAnswer(questionId: string): Promise<Question> {
      const updated = await api.delete<Question>(deleteAnswerPath(questionId))
      pages.replace(updated)
      return updated
    },
  }
}

export type ProfileQuestions = ReturnType<typeof createProfileQuestions>
