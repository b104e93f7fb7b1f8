/** PUT /user/setting (notification switches) and GET /user/referral (referral credits). */
import {
  profileCalls,
  profileMessages,
  type ReferralData,
  referralQuery,
  type SettingsData,
  settingBody,
} from '../../../shared/contract/account/profile.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { listReferralCredits } from '../../services/account/referrals.ts'
import { setNotificationSwitch } from '../../services/account/settings.ts'
import { loadUser, toAccountUser } from '../../services/account/users.ts'

export function settingsRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    profileCalls.setting,
    { body: settingBody, message: profileMessages.saved },
    async ({ caller, body }): Promise<SettingsData> => {
      await setNotificationSwitch(deps.db, { userId: caller.userId, ...body })
      const user = toAccountUser(await loadUser(deps.db, caller.userId), () => '')
      return { messageSetting: user.messageSetting, reminderSetting: user.reminderSetting }
    },
  )

  calls.user(profileCalls.referral, { query: referralQuery }, async ({ caller, query }) => {
    const page = { pageNo: query.pageNo ?? 1, limit: query.limit ?? 20 }
    const [user, credits] = await Promise.all([
      loadUser(deps.db, caller.userId),
      listReferralCredits(deps.db, caller.userId, page, deps.now()),
    ])
    return { ...credits, referralCode: user.referralCode } satisfies ReferralData
  })
}
