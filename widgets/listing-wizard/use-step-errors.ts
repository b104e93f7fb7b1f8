/**
 * A step's field messages, the same way on every step: none at first; a field's message
 * shows once the field is left, and every message once Continue is pressed. A message
 * shown follows its field from then on, so fixing a field clears its message at once and a
 * new problem replaces the old one (never a stale message).
 */
import { useState } from 'react'

export function useStepErrors<K extends string>(errors: Record<K, string | null>) {
  const [seen, setSeen] = useState<Partial<Record<K, boolean>> | true>({})
  const shown = {} as Record<K, string | null>
  for (const key in errors) shown[key] = seen === true || seen[key] ? errors[key] : null
  return {
    shown,
    /** the field was left: its message shows from now on */
    leave: (key: K) => setSeen((s) => (s === true ? s : { ...s, [key]: true })),
    /** Continue: every message shows from now on; whether the step has none */
    check: () => {
      setSeen(true)
      return Object.values<string | null>(errors).every((error) => error === null)
    },
  }
}
