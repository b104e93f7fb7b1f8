/**
 * /notification-setting: Messages and Reminders, each with Email, Push-notifications and
 * SMS messages switches. Each toggle is saved at once (optimistic, rolled back with a red
 * toast if the call fails). In FCM mode, "This device" turns push on for this browser.
 */
import { useEffect, useId } from 'react'
import {
  $savingSwitches,
  toggleSetting,
} from '../../../shared/stores/account/notification-settings.ts'
import { $profile, loadProfile } from '../../../shared/stores/account/profile.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { AccountViewProps } from '../views.ts'
import { AccountPage, LoadError, Loading } from './AccountPage.tsx'
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

function Settings({ owner }: AccountViewProps) {
  const id = useId()
  const profile = useStore($profile)
  const saving = useStore($savingSwitches)
  useEffect(() => {
    void loadProfile()
  }, [])

  const user = profile.user
  if (!user) {
    return profile.status === 'error' ? (
      <LoadError message={profile.error ?? ''} retry={() => void loadProfile()} />
    ) : (
      <Loading label="Loading your notification settings" rows={6} />
    )
  }
  const values = { messages: user.messageSetting, reminders: user.reminderSetting }
  return (
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
                checked={Boolean(values[group]?.[channel])}
                busy={saving.includes(`${group}.${channel}`)}
                onToggle={() => void toggleSetting(group, channel, owner)}
              />
            ))}
          </ul>
        </section>
      ))}
      <PushOptIn />
    </>
  )
}

export default function SettingsView(props: AccountViewProps) {
  return (
    <AccountPage>
      <Settings {...props} />
    </AccountPage>
  )
}
