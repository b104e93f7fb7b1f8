/**
 * /notification-setting: Messages and Reminders, each with Email, Push-notifications and
 * SMS messages switches. Each toggle is saved at once (optimistic, rolled back with a red
 * toast if the call fails). In FCM mode, "This device" turns push on for this browser.
 */
import { useId } from 'react'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import {
  $savingSwitches,
  toggleSetting,
} from '../../../shared/stores/account/notification-settings.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { AccountViewProps } from '../views.ts'
import { accountView } from './AccountPage.tsx'
import { LoadedProfile } from './LoadedProfile.tsx'
import { PushOptIn } from './PushOptIn.tsx'
import { Switch } from './Switch.tsx'

export const settingGroups = [
  { group: 'messages', title: 'Messages' },
  { group: 'reminders', title: 'Reminders' },
] as const

export const settingChannels = [
  { channel: 'email', label: 'Email' },
  { channel: 'push', label: 'Push-notifications' },
  { channel: 'sms', label: 'SMS messages' },
] as const

const settingsOf = (user: AccountUser) => ({
  messages: user.messageSetting,
  reminders: user.reminderSetting,
})

function Settings({ owner }: AccountViewProps) {
  const id = useId()
  const saving = useStore($savingSwitches)
  return (
    <LoadedProfile loading="Loading your notification settings" rows={6}>
      {(user) => (
        <>
          {settingGroups.map(({ group, title }) => (
            <section key={group} className="hire-card" aria-labelledby={`${id}-${group}`}>
              <h2 id={`${id}-${group}`}>{title}</h2>
              <ul className="hire-switches">
                {settingChannels.map(({ channel, label }) => (
                  <Switch
                    key={channel}
                    label={label}
                    groupLabelId={`${id}-${group}`}
                    checked={Boolean(settingsOf(user)[group]?.[channel])}
                    busy={saving.includes(`${group}.${channel}`)}
                    onToggle={() => void toggleSetting(group, channel, owner)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <PushOptIn />
        </>
      )}
    </LoadedProfile>
  )
}

export default accountView(Settings)
