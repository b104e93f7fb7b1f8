/** PUT /user/setting (notification switches) and GET /user/referral (referral credits). */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  profileCalls,
  type ReferralData,
  referralQuery,
  type SettingsData,
  settingBody,
} from '../../shared/contract/profile.ts'
import { users } from '../db/schema.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { ok } from '../http/respond.ts'
import { readBody, readQuery } from '../http/validate.ts'
import { listReferralCredits } from '../services/referrals.ts'
import { loadUser, toAccountUser } from '../services/users.ts'

/** [category][type] -> column: category 1 messages, 2 reminders; type 1 email, 2 push, 3 sms. */
const switches = {
  1: { 1: 'messageEmail', 2: 'messagePush', 3: 'messageSms' },
  2: { 1: 'reminderEmail', 2: 'reminderPush', 3: 'reminderSms' },
} as const

export function settingsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.put(profileCalls.setting.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, settingBody)
    const column = switches[body.category][body.type]
    await deps.db
      .update(users)
      .set({ [column]: body.status })
      .where(eq(users.id, caller.userId))
    const user = toAccountUser(await loadUser(deps.db, caller.userId), () => '')
    return ok<SettingsData>(
      c,
      { messageSetting: user.messageSetting, reminderSetting: user.reminderSetting },
      'Successfully Updated',
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
