/**
 * Questions and answers: GET /user/question-answer (anyone), POST /user/question (signed-in
 * users, not on their own listing or profile), and POST, PATCH, DELETE /user/answer (the
 * owner only). Answer changes answer the updated question.
 */
import { type Context, Hono } from 'hono'
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
import { publicAccess, userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readParams, readQuery } from '../../http/validate.ts'
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

export function questionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  routes.get(questionCalls.list.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, questionListQuery)
    const target = await resolveQuestionTarget(db, query)
    const absolute = absoluteUrls(c, deps)
    const [list, summary] = await Promise.all([
      listQuestions(db, target.scope, paging(query, questionLimits.pageSize), absolute),
      questionSummary(db, target.scope),
    ])
    return ok<QuestionListData>(c, { list, total: summary.totalQuestion, ...summary })
  })

  routes.post(questionCalls.ask.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, askQuestionBody)
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
    return ok<Question>(c, await loadQuestion(id, c), questionMessages.asked)
  })

  const loadQuestion = async (id: string, c: Context<AppEnv>) => {
    const question = await findQuestion(db, id, absoluteUrls(c, deps))
    if (!question) throw notFound(questionMessages.notFound)
    return question
  }

  const answerRoute = (change: AnswerChange, message: string) => async (c: Context<AppEnv>) => {
    const caller = userAccess(c)
    const body =
      change === 'delete'
        ? { ...readParams(c, questionParams), answer: null }
        : await readBody(c, answerBody)
    await changeAnswer(db, change, { ...body, userId: caller.userId }, deps.now())
    return ok<Question>(c, await loadQuestion(body.questionId, c), message)
  }

  routes.post(questionCalls.answer.path, answerRoute('add', questionMessages.answered))
  routes.patch(questionCalls.editAnswer.path, answerRoute('edit', questionMessages.answered))
  routes.delete(
    questionCalls.deleteAnswer.path,
    answerRoute('delete', questionMessages.answerDeleted),
  )

  return routes
}
