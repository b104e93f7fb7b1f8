/**
 * Passwords: forgot (a code by email), the code for a single-use reset token, the reset,
 * and the change from the profile. A reset ends every session of the account; a change
 * ends every other one.
 */

import { Hono } from 'hono'
import {
  accountApiMessages,
  accountCalls,
  changePasswordBody,
  forgotPasswordBody,
  type ResetTokenData,
  resetPasswordBody,
  verifyForgotPasswordOtpBody,
} from '../../../shared/contract/account/account.ts'
import { normalizeEmail } from '../../../shared/contract/account/fields.ts'
import { publicAccess, userAccess } from '../../http/auth.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { readBody } from '../../http/validate.ts'
import { sendCodeIfKnown } from '../../services/account/code-delivery.ts'
import {
  changePassword,
  exchangeResetCode,
  resetPassword,
} from '../../services/account/password-flows.ts'
import { hashPassword } from '../../services/account/passwords.ts'
import { findUserByEmail, loadUserConfirmed } from '../../services/account/users.ts'
import { codeSending } from './code-sending.ts'

export function passwordRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  // An unknown email gets the same answer, and uses up the same send slots, as a known one:
  // the call cannot be used to find out who has an account.
  routes.post(accountCalls.forgotPassword.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, forgotPasswordBody)
    const target = normalizeEmail(body.email)
    const user = await findUserByEmail(deps.db, target, body.userType ?? 'INDIVIDUAL')
    await sendCodeIfKnown(codeSending(deps), {
      purpose: 'reset-password',
      target,
      userId: user?.id,
    })
    return ok(c, {}, accountApiMessages.codeSentIfKnown)
  })

  routes.patch(accountCalls.verifyForgotPasswordOtp.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, verifyForgotPasswordOtpBody)
    const email = normalizeEmail(body.email)
    const token = await exchangeResetCode(deps.db, { email, otp: body.otp }, deps.now())
    return ok<ResetTokenData>(c, { token })
  })

  routes.post(accountCalls.resetPassword.path, async (c) => {
    publicAccess(c)
    const body = await readBody(c, resetPasswordBody)
    const passwordHash = await hashPassword(body.password)
    await resetPassword(deps.db, { token: body.token, passwordHash }, deps.now())
    return ok(c, {}, accountApiMessages.passwordReset)
  })

  routes.put(accountCalls.changePassword.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, changePasswordBody)
    const { wrongOldPassword } = accountApiMessages
    const user = await loadUserConfirmed(deps.db, {
      id: caller.userId,
      password: body.oldPassword,
      wrongPassword: wrongOldPassword,
      address: clientAddress(c, deps) ?? 'unknown',
      now: deps.now(),
    })
    const passwordHash = await hashPassword(body.password)
    const change = { userId: user.id, passwordHash, keepSessionId: caller.sessionId }
    await changePassword(deps.db, change, deps.now())
    return ok(c, {}, accountApiMessages.passwordChanged)
  })

  return routes
}
