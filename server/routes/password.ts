/**
 * Passwords: forgot (a code by email), the code for a single-use reset token, the reset,
 * and the change from the profile. A reset ends every session of the account; a change
 * ends every other one.
 */

import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  accountApiMessages,
  accountCalls,
  changePasswordBody,
  forgotPasswordBody,
  type ResetTokenData,
  resetPasswordBody,
  verifyForgotPasswordOtpBody,
} from '../../shared/contract/account.ts'
import { normalizeEmail } from '../../shared/contract/account-fields.ts'
import { users } from '../db/schema.ts'
import { publicAccess, userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { badRequest } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { readBody } from '../http/validate.ts'
import { sendCode } from '../services/code-delivery.ts'
import { matchCode, spendCode } from '../services/codes.ts'
import { hashPassword, verifyPassword } from '../services/passwords.ts'
import { takeSendSlot } from '../services/rate-limit.ts'
import { issueResetToken, spendResetToken } from '../services/reset-tokens.ts'
import { revokeUserSessions } from '../services/sessions.ts'
import { inTransaction } from '../services/transactions.ts'
import { findUserByEmail, loadUser } from '../services/users.ts'

export function passwordRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  // An unknown email gets the same answer, and uses up the same send slots, as a known one:
  // the call cannot be used to find out who has an account.
  routes.post(accountCalls.forgotPassword.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, forgotPasswordBody)
    const now = deps.now()
    const target = normalizeEmail(body.email)
    const user = await findUserByEmail(deps.db, target, body.userType ?? 'INDIVIDUAL')
    const { db } = deps
    if (user) {
      await sendCode(
        { db, messenger: deps.ports.messenger, now },
        { purpose: 'reset-password', target, userId: user.id },
      )
    } else {
      await takeSendSlot(db, target, now)
    }
    return ok(c, {}, accountApiMessages.codeSentIfKnown)
  })

  routes.patch(accountCalls.verifyForgotPasswordOtp.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, verifyForgotPasswordOtpBody)
    const now = deps.now()
    const target = normalizeEmail(body.email)
    const code = await matchCode(deps.db, { purpose: 'reset-password', target, otp: body.otp }, now)
    const token = await inTransaction(deps.db, async (tx) => {
      await spendCode(tx, code.id, now)
      return issueResetToken(tx, code.userId, now)
    })
    return ok<ResetTokenData>(c, { token })
  })

  routes.post(accountCalls.resetPassword.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, resetPasswordBody)
    const now = deps.now()
    const passwordHash = await hashPassword(body.password)
    await inTransaction(deps.db, async (tx) => {
      const userId = await spendResetToken(tx, body.token, now)
      if (!userId) throw badRequest(accountApiMessages.resetTokenInvalid)
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
      await revokeUserSessions(tx, userId, now)
    })
    return ok(c, {}, accountApiMessages.passwordReset)
  })

  routes.put(accountCalls.changePassword.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, changePasswordBody)
    const user = await loadUser(deps.db, caller.userId)
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
      throw badRequest(accountApiMessages.wrongOldPassword)
    }
    const passwordHash = await hashPassword(body.password)
    const now = deps.now()
    await inTransaction(deps.db, async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
      await revokeUserSessions(tx, user.id, now, caller.sessionId)
    })
    return ok(c, {}, 'Your password has been changed.')
  })

  return routes
}
