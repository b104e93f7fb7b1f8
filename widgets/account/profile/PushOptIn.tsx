/**
 * "This device" on /notification-setting (FCM mode only): the Push switches above say
 * whether the person wants push at all; this asks the browser for permission, only from a
 * click, and registers this device's token. It tells when the browser blocks notifications
 * or cannot show them. Outside FCM mode (the bell polls) it shows nothing.
 */
import { useId, useState } from 'react'
import { type PushAvailability, pushAvailability } from '../../../shared/adapters/push/index.ts'
import { enablePush } from '../../../shared/stores/notifications/notifications.ts'

export const pushOptInMessages = {
  title: 'This device',
  turnOn: 'Turn on notifications on this device',
  asking: 'Waiting for your browser…',
  on: 'Notifications are on for this device.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  dismissed: 'Notifications stay off: your browser did not allow them.',
  unsupported: 'This browser cannot show notifications.',
  failed: 'There is some technical issue.',
} as const

/** What the opt-in needs from push: where the browser stands, and asking plus registering. */
export interface DevicePush {
  availability(): PushAvailability
  enable(): Promise<boolean>
}

const browserPush: DevicePush = {
  availability: pushAvailability,
  enable: () => enablePush(true),
}

type View = PushAvailability | 'asking'

export function PushOptIn({ push = browserPush }: { push?: DevicePush }) {
  const id = useId()
  const [view, setView] = useState<View>(() => push.availability())
  const [note, setNote] = useState<string | null>(null)
  if (view === 'off') return null

  const turnOn = async () => {
    setView('asking')
    setNote(null)
    const on = await push.enable().catch(() => false)
    if (on) return setView('granted')
    const now = push.availability()
    // Allowed but not registered (the token or our server failed): the button stays.
    setView(now === 'granted' ? 'default' : now)
    if (now === 'granted') setNote(pushOptInMessages.failed)
    if (now === 'default') setNote(pushOptInMessages.dismissed)
  }

  const text: Partial<Record<View, string>> = {
    granted: pushOptInMessages.on,
    denied: pushOptInMessages.denied,
    unsupported: pushOptInMessages.unsupported,
    asking: pushOptInMessages.asking,
  }
  const status = text[view] ?? note
  return (
    <section className="hire-card hire-push-opt-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{pushOptInMessages.title}</h2>
      <p role="status" className="hire-hint">
        {status}
      </p>
      {view === 'default' || view === 'asking' ? (
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={view === 'asking'}
          aria-busy={view === 'asking' || undefined}
          onClick={() => void turnOn()}
        >
          {pushOptInMessages.turnOn}
        </button>
      ) : null}
    </section>
  )
}
