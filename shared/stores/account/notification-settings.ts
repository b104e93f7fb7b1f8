/**
 * Notification switches (spec part 1, /notification-setting): Messages and Reminders, each
 * with Email, Push-notifications and SMS messages. A toggle shows at once and is saved with
 * PUT /user/setting {status, type, category}; if the call fails the switch goes back and
 * the failure shows as a red toast. One call per switch at a time.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  type NotificationSwitches,
  profileCalls,
  type SettingsData,
  settingCategory,
  settingType,
} from '../../contract/account/profile.ts'
import { reportError } from '../core/feedback.ts'
import { $profile } from './profile.ts'

export type SettingGroup = keyof typeof settingCategory
export type SettingChannel = keyof typeof settingType

const fields = { messages: 'messageSetting', reminders: 'reminderSetting' } as const

/** Switches with a call in flight, as `group.channel`. */
export const $savingSwitches = atom<string[]>([])

function setSwitch(group: SettingGroup, channel: SettingChannel, value: boolean): void {
  const user = $profile.get().user
  if (!user) return
  const field = fields[group]
  const switches: NotificationSwitches = { ...user[field], [channel]: value }
  $profile.setKey('user', { ...user, [field]: switches })
}

/** Flips one switch; resolves true when the server saved it. */
export async function toggleSetting(
  group: SettingGroup,
  channel: SettingChannel,
  owner?: string,
): Promise<boolean> {
  const user = $profile.get().user
  const key = `${group}.${channel}`
  if (!user || $savingSwitches.get().includes(key)) return false
  const before = user[fields[group]][channel]
  setSwitch(group, channel, !before)
  $savingSwitches.set([...$savingSwitches.get(), key])
  try {
    const data = await api.put<SettingsData>(profileCalls.setting.path, {
      auth: 'bearer',
      body: { status: !before, type: settingType[channel], category: settingCategory[group] },
    })
    // The server's word for this switch; others may still be on their way.
    const saved = data?.[fields[group]]?.[channel]
    setSwitch(group, channel, typeof saved === 'boolean' ? saved : !before)
    return true
  } catch (error) {
    setSwitch(group, channel, before)
    reportError(error, { owner })
    return false
  } finally {
    $savingSwitches.set($savingSwitches.get().filter((saving) => saving !== key))
  }
}
