/**
 * The phone number, on the profile page and during onboarding alike: POST
 * /user/change-mobileNo sends an SMS code to the number; POST /user/verify-change-otp with
 * that code stores the number as verified (POST /user/profile then accepts it).
 */
import { and, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { accountApiMessages } from '../../shared/contract/account.ts'
import { normalizeMobileNo, phoneAddress } from '../../shared/contract/account-fields.ts'
import {
  changeMobileNoBody,
  type ProfileData,
  profileCalls,
  profileMessages,
  verifyChangeOtpBody,
} from '../../shared/contract/profile.ts'
import type { Db } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { conflict } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { absoluteUrls } from '../http/urls.ts'
import { readBody } from '../http/validate.ts'
import { sendCode } from '../services/code-delivery.ts'
import { matchCode, spendCode } from '../services/codes.ts'
import { inTransaction } from '../services/transactions.ts'
import { loadUser, toAccountUser } from '../services/users.ts'

/** A verified number belongs to one account at a time. */
async function refuseTakenNumber(db: Db, userId: string, countryCode: string, mobileNo: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.countryCode, countryCode),
        eq(users.mobileNo, mobileNo),
        eq(users.isPhoneVerified, true),
        ne(users.id, userId),
      ),
    )
    .limit(1)
  if (other) throw conflict(profileMessages.phoneTaken)
}

export function phoneRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(profileCalls.changeMobileNo.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, changeMobileNoBody)
    const mobileNo = normalizeMobileNo(body.mobileNo)
    await refuseTakenNumber(deps.db, caller.userId, body.countryCode, mobileNo)
    const now = deps.now()
    await sendCode(
      { db: deps.db, messenger: deps.ports.messenger, now },
      {
        purpose: 'change-phone',
        target: phoneAddress(body.countryCode, mobileNo),
        userId: caller.userId,
      },
    )
    return ok(c, {}, accountApiMessages.codeSent)
  })

  routes.post(profileCalls.verifyChangeOtp.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, verifyChangeOtpBody)
    const mobileNo = normalizeMobileNo(body.mobileNo)
    const now = deps.now()
    const target = phoneAddress(body.countryCode, mobileNo)
    const code = await matchCode(
      deps.db,
      { purpose: 'change-phone', target, otp: body.otp, userId: caller.userId },
      now,
    )
    await refuseTakenNumber(deps.db, caller.userId, body.countryCode, mobileNo)
    await inTransaction(deps.db, async (tx) => {
      await spendCode(tx, code.id, now)
      await tx
        .update(users)
        .set({ countryCode: body.countryCode, mobileNo, isPhoneVerified: true })
        .where(eq(users.id, caller.userId))
    })
    const user = await loadUser(deps.db, caller.userId)
    return ok<ProfileData>(c, { user: toAccountUser(user, absoluteUrls(c, deps)) })
  })

  return routes
}
