/**
 * Changing the sign-in email: POST /user/change-email checks the password and sends a code
 * to the new address; PATCH /user/verify-change-email with that code makes the change.
 */
import { Hono } from 'hono'
import {
  accountApiMessages,
  accountCalls,
  type ChangeEmailData,
  changeEmailBody,
  verifyChangeEmailBody,
} from '../../../shared/contract/account/account.ts'
import { normalizeEmail } from '../../../shared/contract/account/fields.ts'
import type { ProfileData } from '../../../shared/contract/account/profile.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody } from '../../http/validate.ts'
import { sendCode } from '../../services/account/code-delivery.ts'
import { confirmEmailChange } from '../../services/account/email-change.ts'
import { verifyPassword } from '../../services/account/passwords.ts'
import { findUserByEmail, loadUser, toAccountUser } from '../../services/account/users.ts'

export function emailChangeRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(accountCalls.changeEmail.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, changeEmailBody)
    const user = await loadUser(deps.db, caller.userId)
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw badRequest(accountApiMessages.wrongPassword)
    }
    const email = normalizeEmail(body.email)
    if (email === normalizeEmail(user.email)) throw badRequest(accountApiMessages.sameEmail)
    if (await findUserByEmail(deps.db, email, caller.userType)) {
      throw conflict(messages.emailExists)
    }
    const now = deps.now()
    await sendCode(
      { db: deps.db, messenger: deps.ports.messenger, now },
      { purpose: 'change-email', target: email, userId: user.id },
    )
    return ok<ChangeEmailData>(c, { email }, accountApiMessages.codeSent)
  })

  routes.patch(accountCalls.verifyChangeEmail.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, verifyChangeEmailBody)
    const email = normalizeEmail(body.email)
    const change = { userId: caller.userId, email, otp: body.otp }
    await confirmEmailChange(deps.db, change, deps.now())
    const user = await loadUser(deps.db, caller.userId)
    return ok<ProfileData>(c, { user: toAccountUser(user, absoluteUrls(c, deps)) })
  })

  return routes
}
