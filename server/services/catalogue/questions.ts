/**
 * Questions and answers. Anyone reads; a signed-in user asks about someone else's item or
 * profile; only the owner (the item's supplier, the profile's user) answers, edits and
 * deletes the answer. Writes check their condition in the same statement, so two answers
 * racing never overwrite each other.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Question } from '../../../shared/contract/catalogue/questions.ts'
import { questionMessages } from '../../../shared/contract/catalogue/questions.ts'
import type { Db } from '../../db/connect.ts'
import { items, questions, users } from '../../db/schema.ts'
import { conflict, forbidden, notFound } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { displayName } from '../account/people.ts'
import { notify } from '../notifications/notify.ts'
import { inTransaction } from '../transactions.ts'
import { type QuestionTarget, questionScope } from './question-summary.ts'

const askers = alias(users, 'askers')
const owners = alias(users, 'owners')

function selectQuestions(db: Db) {
  return db
    .select({ question: questions, asker: askers, owner: owners, itemName: items.itemName })
    .from(questions)
    .innerJoin(askers, eq(askers.id, questions.askerId))
    .innerJoin(owners, eq(owners.id, questions.ownerId))
    .leftJoin(items, eq(items.id, questions.itemId))
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number]

function toQuestion(row: QuestionRow, absolute: Absolute): Question {
  const { question, asker, owner } = row
  return {
    _id: question.id,
    question: question.question,
    answer: question.answer,
    created: question.createdAt.toISOString(),
    itemId: question.itemId,
    itemName: row.itemName,
    productOwnerId: question.ownerId,
    userId: question.askerId,
    questionData: { name: displayName(asker), profilePicture: absolute(asker.profilePicture) },
    answerData:
      question.answer === null
        ? null
        : {
            name: displayName(owner),
            profilePicture: absolute(owner.profilePicture),
            created: (question.answeredAt ?? question.createdAt).toISOString(),
          },
  }
}

export async function listQuestions(
  db: Db,
  target: QuestionTarget,
  page: { limit: number; offset: number },
  absolute: Absolute,
): Promise<Question[]> {
  const rows = await selectQuestions(db)
    .where(questionScope(target))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => toQuestion(row, absolute))
}

export async function findQuestion(db: Db, id: string, absolute: Absolute) {
  const [row] = await selectQuestions(db).where(eq(questions.id, id)).limit(1)
  return row ? toQuestion(row, absolute) : null
}

export async function askQuestion(
  db: Db,
  input: { askerId: string; itemId: string | null; ownerId: string; question: string },
  now: Date,
): Promise<string> {
  // The owner's notification lands with the question, or neither does.
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ ...input, createdAt: now })
      .returning({ id: questions.id })
    if (!row) throw new Error('Question insert returned nothing')
    await notify(tx, {
      to: input.ownerId,
      from: input.askerId,
      type: 'QUESTION',
      itemId: input.itemId,
    })
    return row.id
  })
}

/** Loads the question and checks the caller owns it: 404, then 403. */
async function ownedQuestion(db: Db, questionId: string, userId: string) {
  const [row] = await db
    .select({ ownerId: questions.ownerId, answer: questions.answer })
    .from(questions)
    .where(eq(questions.id, questionId))
    .limit(1)
  if (!row) throw notFound(questionMessages.notFound)
  if (row.ownerId !== userId) throw forbidden(questionMessages.notOwner)
  return row
}

export type AnswerChange = 'add' | 'edit' | 'delete'

/**
 * add: only an unanswered question (else 409); edit and delete: only an answered one
 * (else 409). Answers null for delete.
 */
export async function changeAnswer(
  db: Db,
  change: AnswerChange,
  input: { questionId: string; userId: string; answer: string | null },
  now: Date,
): Promise<void> {
  await ownedQuestion(db, input.questionId, input.userId)
  const base = and(eq(questions.id, input.questionId), eq(questions.ownerId, input.userId))
  const values =
    change === 'add'
      ? { answer: input.answer, answeredAt: now }
      : change === 'edit'
        ? { answer: input.answer }
        : { answer: null, answeredAt: null }
  const condition = change === 'add' ? isNull(questions.answer) : isNotNull(questions.answer)
  await inTransaction(db, async (tx) => {
    const updated = await tx
      .update(questions)
      .set(values)
      .where(and(base, condition))
      .returning({ id: questions.id, askerId: questions.askerId, itemId: questions.itemId })
    const [answered] = updated
    if (!answered) {
      throw conflict(
        change === 'add' ? questionMessages.alreadyAnswered : questionMessages.notAnswered,
      )
    }
    if (change === 'add') {
      await notify(tx, {
        to: answered.askerId,
        from: input.userId,
        type: 'ANSWER',
        itemId: answered.itemId,
      })
    }
  })
}
