/**
 * The phone number, on the profile page and during onboarding alike: POST
 * /user/change-mobileNo sends an SMS code to the number; POST /user/verify-change-otp with
 * that code stores the number as verified (POST /user/profile then accepts it).
 */
import { Hono } from 'hono'
import { accountApiMessages } from '../../../shared/contract/account/account.ts'
import { normalizeMobileNo, phoneAddress } from '../../../shared/contract/account/fields.ts'
import {
  changeMobileNoBody,
  type ProfileData,
  profileCalls,
  verifyChangeOtpBody,
} from '../../../shared/contract/account/profile.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { readBody } from '../../http/validate.ts'
import { sendCode } from '../../services/account/code-delivery.ts'
import { confirmPhone, refuseTakenNumber } from '../../services/account/phone.ts'
import { codeSending } from './code-sending.ts'
import { currentUser } from './session-answer.ts'

export function phoneRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(profileCalls.changeMobileNo.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, changeMobileNoBody)
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
    return ok(c, {}, accountApiMessages.codeSent)
  })

  routes.post(profileCalls.verifyChangeOtp.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, verifyChangeOtpBody)
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
    return ok<ProfileData>(c, { user: await currentUser(c, deps, caller.userId) })
  })

  return routes
}
