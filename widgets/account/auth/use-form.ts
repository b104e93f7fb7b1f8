/**
 * Form state with the account rules: values, the errors of the last check, and `check()`
 * that runs every rule (before sending) and shows its messages. After the first check,
 * messages follow the values as the user corrects them. `field(key)` gives a text field its
 * value, setter and message; `onSubmit(send)` sends only when every rule passes.
 */
import { type FormEvent, useState } from 'react'
import { useFocusInvalid } from '../use-focus-invalid.ts'

export type Rules<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null }

export function useForm<V extends Record<string, unknown>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial)
  const [checked, setChecked] = useState(false)
  const refused = useFocusInvalid()

  const errorsOf = (current: V) => {
    const errors: Partial<Record<keyof V, string>> = {}
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = rules[key]?.(current[key], current)
      if (message) errors[key] = message
    }
    return errors
  }
  const errors: Partial<Record<keyof V, string>> = checked ? errorsOf(values) : {}

  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  /** true when every rule passes; shows the messages otherwise */
  const check = (): boolean => {
    setChecked(true)
    return Object.keys(errorsOf(values)).length === 0
  }

  return {
    values,
    errors,
    set,
    check,
    /** the props of a text field bound to `key` (Field, PasswordField) */
    field<K extends keyof V & string>(key: V[K] extends string ? K : never) {
      return {
        value: values[key] as string,
        onValue: (value: string) => set(key, value as V[K]),
        error: errors[key],
      }
    },
    /** a form's submit handler: checks every rule, then sends; else focuses the first mistake */
    onSubmit(send: () => void) {
      return (event: FormEvent) => {
        event.preventDefault()
        if (check()) send()
        else refused(event.currentTarget as HTMLFormElement)
      }
    },
  }
}
