/** PUT /user/setting (notification switches) and GET /user/referral (referral credits). */
import { Hono } from 'hono'
import {
  profileCalls,
  profileMessages,
  type ReferralData,
  referralQuery,
  type SettingsData,
  settingBody,
} from '../../../shared/contract/account/profile.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { readBody, readQuery } from '../../http/validate.ts'
import { listReferralCredits } from '../../services/account/referrals.ts'
import { setNotificationSwitch } from '../../services/account/settings.ts'
import { loadUser, toAccountUser } from '../../services/account/users.ts'

export function settingsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.put(profileCalls.setting.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, settingBody)
    await setNotificationSwitch(deps.db, { userId: caller.userId, ...body })
    const user = toAccountUser(await loadUser(deps.db, caller.userId), () => '')
    return ok<SettingsData>(
      c,
      { messageSetting: user.messageSetting, reminderSetting: user.reminderSetting },
      profileMessages.saved,
    )
  })

  routes.get(profileCalls.referral.path, async (c) => {
    const caller = userAccess(c)
    const query = readQuery(c, referralQuery)
    const page = { pageNo: query.pageNo ?? 1, limit: query.limit ?? 20 }
    const [user, credits] = await Promise.all([
      loadUser(deps.db, caller.userId),
      listReferralCredits(deps.db, caller.userId, page, deps.now()),
    ])
    return ok<ReferralData>(c, { ...credits, referralCode: user.referralCode })
  })

  return routes
}
