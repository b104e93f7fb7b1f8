/**
 * Questions and answers: GET /user/question-answer (anyone), POST /user/question (signed-in
 * users, not on their own listing or profile), and POST, PATCH, DELETE /user/answer (the
 * owner only). Answer changes answer the updated question.
 */
import type { Context } from 'hono'
import {
  answerBody,
  askQuestionBody,
  type Question,
  type QuestionListData,
  questionCalls,
  questionLimits,
  questionListQuery,
  questionMessages,
  questionParams,
} from '../../../shared/contract/catalogue/questions.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { questionSummary } from '../../services/catalogue/question-summary.ts'
import { resolveQuestionTarget } from '../../services/catalogue/question-targets.ts'
import {
  type AnswerChange,
  askQuestion,
  changeAnswer,
  findQuestion,
  listQuestions,
} from '../../services/catalogue/questions.ts'

export function questionRoutes(calls: CallRoutes, deps: AppDeps) {
  const { db } = deps

  calls.public(
    questionCalls.list,
    { query: questionListQuery },
    async ({ c, query }): Promise<QuestionListData> => {
      const target = await resolveQuestionTarget(db, query)
      const absolute = absoluteUrls(c, deps)
      const [list, summary] = await Promise.all([
        listQuestions(db, target.scope, paging(query, questionLimits.pageSize), absolute),
        questionSummary(db, target.scope),
      ])
      return { list, total: summary.totalQuestion, ...summary }
    },
  )

  const loadQuestion = async (id: string, c: Context<AppEnv>): Promise<Question> => {
    const question = await findQuestion(db, id, absoluteUrls(c, deps))
    if (!question) throw notFound(questionMessages.notFound)
    return question
  }

  calls.user(
    questionCalls.ask,
    { body: askQuestionBody, message: questionMessages.asked },
    async ({ c, caller, body }) => {
      const target = await resolveQuestionTarget(db, body)
      if (target.ownerId === caller.userId) throw badRequest(questionMessages.ownListing)
      const id = await askQuestion(
        db,
        {
          askerId: caller.userId,
          itemId: target.itemId,
          ownerId: target.ownerId,
          question: body.question,
        },
        deps.now(),
      )
      return loadQuestion(id, c)
    },
  )

  /** The owner's answer changes answer the updated question. */
  const answerChange = async (
    c: Context<AppEnv>,
    change: AnswerChange,
    input: { questionId: string; userId: string; answer: string | null },
  ) => {
    await changeAnswer(db, change, input, deps.now())
    return loadQuestion(input.questionId, c)
  }

  const answered = { body: answerBody, message: questionMessages.answered }
  calls.user(questionCalls.answer, answered, ({ c, caller, body }) =>
    answerChange(c, 'add', { ...body, userId: caller.userId }),
  )
  calls.user(questionCalls.editAnswer, answered, ({ c, caller, body }) =>
    answerChange(c, 'edit', { ...body, userId: caller.userId }),
  )
  calls.user(
    questionCalls.deleteAnswer,
    { params: questionParams, message: questionMessages.answerDeleted },
    ({ c, caller, params }) =>
      answerChange(c, 'delete', { ...params, answer: null, userId: caller.userId }),
  )
}
