/** Account look-ups and the public shape of the signed-in user. */
import { and, eq, sql } from 'drizzle-orm'
import type { UserInfo, UserType } from '../../shared/contract/auth.ts'
import type { Db } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import type { Absolute } from '../http/urls.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string, userType: UserType) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.userType, userType)),
    )
    .limit(1)
  return row ?? null
}

export function toUserInfo(row: UserRow, absolute: Absolute): UserInfo {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profilePicture: absolute(row.profilePicture),
    verifyStatus: row.verifyStatus,
    referralCode: row.referralCode,
    profileStep: row.profileStep,
  }
}
