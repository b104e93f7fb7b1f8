/** Which account a provider's user id is linked to. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { socialAccounts } from '../../db/schema.ts'

export async function linkedUserId(
  db: Db,
  identity: { provider: string; socialId: string },
): Promise<string | null> {
  const [link] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.provider, identity.provider),
        eq(socialAccounts.socialId, identity.socialId),
      ),
    )
    .limit(1)
  return link?.userId ?? null
}
