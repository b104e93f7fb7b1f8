/**
 * Sign-up and its email code: POST /user/register, PATCH /user/verify-otp, POST
 * /user/send-otp. Registration answers an onboarding session at profileStep 413.
 */

import {
  type AccountSessionData,
  accountApiMessages,
  accountCalls,
  registerBody,
  sendOtpBody,
  verifyOtpBody,
} from '../../../shared/contract/account/account.ts'
import { profileStep } from '../../../shared/contract/account/auth.ts'
import { normalizeEmail } from '../../../shared/contract/account/fields.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { createAccount } from '../../services/account/accounts.ts'
import { deliverCode, sendCodeIfKnown } from '../../services/account/code-delivery.ts'
import { hashPassword } from '../../services/account/passwords.ts'
import { findReferrerId } from '../../services/account/referrals.ts'
import { findUserByEmail, loadUser } from '../../services/account/users.ts'
import { verifyEmailCode } from '../../services/account/verify-email.ts'
import { codeSending } from './code-sending.ts'
import { signedIn } from './session-answer.ts'

export function registerRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.client(
    accountCalls.register,
    { body: registerBody },
    async ({ c, body }): Promise<AccountSessionData> => {
      const email = normalizeEmail(body.email)
      const userType = body.userType ?? 'INDIVIDUAL'
      if (await findUserByEmail(deps.db, email, userType)) throw conflict(messages.emailExists)
      let referrerId: string | null = null
      if (body.otherUserReferralCode) {
        referrerId = await findReferrerId(deps.db, body.otherUserReferralCode)
        if (!referrerId) throw badRequest(accountApiMessages.referralUnknown)
      }
      const now = deps.now()
      const { user, code } = await createAccount(
        deps.db,
        {
          email,
          passwordHash: await hashPassword(body.password),
          userType,
          emailVerified: false,
          referrerId,
        },
        now,
      )
      if (code) {
        await deliverCode(deps.ports.messenger, { purpose: 'verify-email', target: email, code })
      }
      return signedIn(c, deps, user, body.deviceId)
    },
  )

  calls.public(
    accountCalls.verifyOtp,
    { body: verifyOtpBody },
    async ({ c, body }): Promise<AccountSessionData> => {
      const email = normalizeEmail(body.email)
      const userId = await verifyEmailCode(deps.db, { email, otp: body.otp }, deps.now())
      return signedIn(c, deps, await loadUser(deps.db, userId), body.deviceId)
    },
  )

  // Answers the same whether or not the address waits for a code, so it reveals nothing.
  calls.public(
    accountCalls.sendOtp,
    { body: sendOtpBody, message: accountApiMessages.codeSentIfKnown },
    async ({ caller, body }) => {
      const target = normalizeEmail(body.email)
      const userType = caller.kind === 'session' ? caller.userType : 'INDIVIDUAL'
      const user = await findUserByEmail(deps.db, target, userType)
      // Only an account still waiting at the verify-email step is sent a code.
      const waiting = user?.profileStep === profileStep.verifyEmail ? user : undefined
      await sendCodeIfKnown(codeSending(deps), {
        purpose: 'verify-email',
        target,
        userId: waiting?.id,
      })
      return {}
    },
  )
}
