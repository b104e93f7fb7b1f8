/**
 * Passwords: forgot (a code by email), the code for a single-use reset token, the reset,
 * and the change from the profile. A reset ends every session of the account; a change
 * ends every other one.
 */

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
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { sendCodeIfKnown } from '../../services/account/code-delivery.ts'
import {
  changePassword,
  exchangeResetCode,
  resetPassword,
} from '../../services/account/password-flows.ts'
import { hashPassword } from '../../services/account/passwords.ts'
import { findUserByEmail, loadUserConfirmed } from '../../services/account/users.ts'
import { codeSending } from './code-sending.ts'

export function passwordRoutes(calls: CallRoutes, deps: AppDeps) {
  // An unknown email gets the same answer, and uses up the same send slots, as a known one:
  // the call cannot be used to find out who has an account.
  calls.public(
    accountCalls.forgotPassword,
    { body: forgotPasswordBody, message: accountApiMessages.codeSentIfKnown },
    async ({ body }) => {
      const target = normalizeEmail(body.email)
      const user = await findUserByEmail(deps.db, target, body.userType ?? 'INDIVIDUAL')
      await sendCodeIfKnown(codeSending(deps), {
        purpose: 'reset-password',
        target,
        userId: user?.id,
      })
      return {}
    },
  )

  calls.public(
    accountCalls.verifyForgotPasswordOtp,
    { body: verifyForgotPasswordOtpBody },
    async ({ body }): Promise<ResetTokenData> => {
      const email = normalizeEmail(body.email)
      return { token: await exchangeResetCode(deps.db, { email, otp: body.otp }, deps.now()) }
    },
  )

  calls.public(
    accountCalls.resetPassword,
    { body: resetPasswordBody, message: accountApiMessages.passwordReset },
    async ({ body }) => {
      const passwordHash = await hashPassword(body.password)
      await resetPassword(deps.db, { token: body.token, passwordHash }, deps.now())
      return {}
    },
  )

  calls.user(
    accountCalls.changePassword,
    { body: changePasswordBody, message: accountApiMessages.passwordChanged },
    async ({ c, caller, body }) => {
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
      return {}
    },
  )
}
