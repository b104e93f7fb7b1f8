/** Loads an order for a console view: the order, its error, and a reload. */
import { useEffect, useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string }

export function useLoad<T>(load: (() => Promise<T>) | null, key: string | undefined) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!load) return
    let live = true
    setState({ status: 'loading' })
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error) => live && setState({ status: 'error', message: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])
  return [state, () => setAttempt((n) => n + 1)] as const
}
