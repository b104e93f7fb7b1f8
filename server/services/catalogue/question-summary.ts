/** How many questions an item or an owner has, and how many still wait for an answer. */
import { count, eq, type SQL, sql } from 'drizzle-orm'
import type { QuestionSummary } from '../../../shared/contract/catalogue/items.ts'
import type { Db } from '../../db/connect.ts'
import { questions } from '../../db/schema.ts'

export type QuestionTarget = { itemId: string } | { ownerId: string }

export function questionScope(target: QuestionTarget): SQL {
  return 'itemId' in target
    ? eq(questions.itemId, target.itemId)
    : eq(questions.ownerId, target.ownerId)
}

export async function questionSummary(db: Db, target: QuestionTarget): Promise<QuestionSummary> {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${questions.answer} is null)`.mapWith(Number),
    })
    .from(questions)
    .where(questionScope(target))
  return { totalQuestion: row?.total ?? 0, newQuestion: row?.open ?? 0 }
}
