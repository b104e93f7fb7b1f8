/**
 * What a question call is about: an item (its supplier answers) or a user's profile (that
 * user answers). Exactly one of itemId and userId; unknown ones are 404s.
 */
import { eq } from 'drizzle-orm'
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import { itemMessages } from '../../../shared/contract/catalogue/items.ts'
import { questionMessages } from '../../../shared/contract/catalogue/questions.ts'
import type { Db } from '../../db/connect.ts'
import { items, users } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'

export interface ResolvedTarget {
  /** what lists and counts filter on */
  scope: { itemId: string } | { ownerId: string }
  itemId: string | null
  ownerId: string
}

export async function resolveQuestionTarget(
  db: Db,
  input: { itemId?: string; userId?: string },
): Promise<ResolvedTarget> {
  if (Boolean(input.itemId) === Boolean(input.userId)) {
    throw badRequest(questionMessages.target)
  }
  if (input.itemId) {
    const [item] = await db
      .select({ id: items.id, supplierId: items.supplierId, status: items.status })
      .from(items)
      .where(eq(items.id, input.itemId))
      .limit(1)
    if (item?.status !== 'ACTIVE') throw notFound(itemMessages.notFound)
    return { scope: { itemId: item.id }, itemId: item.id, ownerId: item.supplierId }
  }
  const userId = input.userId as string
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)
  if (!user) throw notFound(profileMessages.userNotFound)
  return { scope: { ownerId: user.id }, itemId: null, ownerId: user.id }
}
