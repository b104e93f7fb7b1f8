/**
 * Saving the favourite categories: the whole choice is replaced in one transaction, and
 * the onboarding step moves from 415 to 416 (a finished account stays at 416).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { profileStep } from '../../../shared/contract/account/auth.ts'
import { favouriteMessages } from '../../../shared/contract/account/favourites.ts'
import type { Db } from '../../db/connect.ts'
import { categories, userCategories, users } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { UserRow } from '../account/users.ts'
import { countRows } from '../count.ts'
import { inTransaction } from '../transactions.ts'

export async function saveFavourites(db: Db, user: UserRow, ids: string[]): Promise<number> {
  if (user.profileStep < profileStep.favouriteCategories) {
    throw badRequest(favouriteMessages.profileFirst)
  }
  const unique = [...new Set(ids)]
  const known = await countRows(db, categories, inArray(categories.id, unique))
  if (known !== unique.length) throw badRequest(favouriteMessages.unknownCategory)
  return inTransaction(db, async (tx) => {
    await tx.delete(userCategories).where(eq(userCategories.userId, user.id))
    await tx
      .insert(userCategories)
      .values(unique.map((categoryId) => ({ userId: user.id, categoryId })))
    const [updated] = await tx
      .update(users)
      .set({ profileStep: profileStep.done })
      .where(and(eq(users.id, user.id), eq(users.profileStep, profileStep.favouriteCategories)))
      .returning({ step: users.profileStep })
    return updated?.step ?? user.profileStep
  })
}
