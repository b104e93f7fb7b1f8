/**
 * Changing the sign-in email: POST /user/change-email checks the password and sends a code
 * to the new address; PATCH /user/verify-change-email with that code makes the change.
 */
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
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { sendCode } from '../../services/account/code-delivery.ts'
import { confirmEmailChange } from '../../services/account/email-change.ts'
import { findUserByEmail, loadUserConfirmed } from '../../services/account/users.ts'
import { codeSending } from './code-sending.ts'
import { currentUser } from './session-answer.ts'

export function emailChangeRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    accountCalls.changeEmail,
    { body: changeEmailBody, message: accountApiMessages.codeSent },
    async ({ c, caller, body }): Promise<ChangeEmailData> => {
      const { wrongPassword } = accountApiMessages
      const user = await loadUserConfirmed(deps.db, {
        id: caller.userId,
        password: body.password,
        wrongPassword,
        address: clientAddress(c, deps) ?? 'unknown',
        now: deps.now(),
      })
      const email = normalizeEmail(body.email)
      if (email === normalizeEmail(user.email)) throw badRequest(accountApiMessages.sameEmail)
      if (await findUserByEmail(deps.db, email, caller.userType)) {
        throw conflict(messages.emailExists)
      }
      await sendCode(codeSending(deps), { purpose: 'change-email', target: email, userId: user.id })
      return { email }
    },
  )

  calls.user(
    accountCalls.verifyChangeEmail,
    { body: verifyChangeEmailBody },
    async ({ c, caller, body }): Promise<ProfileData> => {
      const email = normalizeEmail(body.email)
      const change = { userId: caller.userId, email, otp: body.otp }
      await confirmEmailChange(deps.db, change, deps.now())
      return { user: await currentUser(c, deps, caller.userId) }
    },
  )
}
