/**
 * The phone number, on the profile page and during onboarding alike: POST
 * /user/change-mobileNo sends an SMS code to the number; POST /user/verify-change-otp with
 * that code stores the number as verified (POST /user/profile then accepts it).
 */
import { accountApiMessages } from '../../../shared/contract/account/account.ts'
import { normalizeMobileNo, phoneAddress } from '../../../shared/contract/account/fields.ts'
import {
  changeMobileNoBody,
  type ProfileData,
  profileCalls,
  verifyChangeOtpBody,
} from '../../../shared/contract/account/profile.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { sendCode } from '../../services/account/code-delivery.ts'
import { confirmPhone, refuseTakenNumber } from '../../services/account/phone.ts'
import { codeSending } from './code-sending.ts'
import { currentUser } from './session-answer.ts'

export function phoneRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    profileCalls.changeMobileNo,
    { body: changeMobileNoBody, message: accountApiMessages.codeSent },
    async ({ caller, body }) => {
      const phone = {
        userId: caller.userId,
        countryCode: body.countryCode,
        mobileNo: normalizeMobileNo(body.mobileNo),
      }
      await refuseTakenNumber(deps.db, phone)
      await sendCode(codeSending(deps), {
        purpose: 'change-phone',
        target: phoneAddress(phone.countryCode, phone.mobileNo),
        userId: caller.userId,
      })
      return {}
    },
  )

  calls.user(
    profileCalls.verifyChangeOtp,
    { body: verifyChangeOtpBody },
    async ({ c, caller, body }): Promise<ProfileData> => {
      await confirmPhone(
        deps.db,
        {
          userId: caller.userId,
          countryCode: body.countryCode,
          mobileNo: normalizeMobileNo(body.mobileNo),
          otp: body.otp,
        },
        deps.now(),
      )
      return { user: await currentUser(c, deps, caller.userId) }
    },
  )
}
