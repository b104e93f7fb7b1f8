/** Account look-ups and the shapes a user is answered in. */
import { and, eq, sql } from 'drizzle-orm'
import type { UserInfo, UserType } from '../../../shared/contract/account/auth.ts'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import { throttleMessages, waitLabel } from '../../../shared/contract/account/throttle.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { badRequest, tooManyRequests } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { verifyPassword } from './passwords.ts'
import { userTypeOf } from './people.ts'
import { beginSignIn, recordSignInSuccess } from './sign-in-throttle.ts'

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

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** The user row, which must exist (the caller's session proved it a moment ago). */
export async function loadUser(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id)
  if (!row) throw new Error('User of a valid session is missing')
  return row
}

/**
 * The caller's row, once the password they typed again to confirm a change matches. It is
 * checked under the sign-in backoff and counts (a success forgets them as a sign-in does):
 * a session alone, a borrowed phone's or a stolen token, must not try passwords here
 * without limit.
 */
export async function loadUserConfirmed(
  db: Db,
  input: { id: string; password: string; wrongPassword: string; address: string; now: Date },
): Promise<UserRow> {
  const row = await loadUser(db, input.id)
  const attempt = { email: row.email, userType: row.userType, address: input.address }
  const { wait, ticket } = await beginSignIn(db, attempt, input.now)
  if (!ticket) throw tooManyRequests(throttleMessages.password(waitLabel(wait)), wait)
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    throw badRequest(input.wrongPassword)
  }
  await recordSignInSuccess(db, attempt, ticket)
  return row
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

/** The User entity of spec part 1 section 3; bank details only as present or not. */
export function toAccountUser(row: UserRow, absolute: Absolute): AccountUser {
  return {
    ...toUserInfo(row, absolute),
    mobileNo: row.mobileNo ?? '',
    countryCode: row.countryCode ?? '',
    isPhoneVerified: row.isPhoneVerified,
    location: { address: row.address ?? '', latitude: row.latitude, longitude: row.longitude },
    documentFrontImage: absolute(row.documentFrontImage),
    documentBackImage: absolute(row.documentBackImage),
    bankDetail: row.bankDetail !== null && row.bankDetail !== undefined,
    messageSetting: { email: row.messageEmail, push: row.messagePush, sms: row.messageSms },
    reminderSetting: { email: row.reminderEmail, push: row.reminderPush, sms: row.reminderSms },
    userType: userTypeOf(row),
  }
}
