/**
 * Content a dialog fetches when it opens (the privacy policy and terms, the carbon
 * credits): `useLoaded` fetches it again on each 'Try again'; `LoadedContent` shows its
 * placeholder blocks announced as `label` while it loads, the failure with 'Try again',
 * then the content.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string }

/** The state of `load()`, run again when `key` changes and on each retry; and the retry. */
export function useLoaded<T>(load: () => Promise<T>, key?: unknown) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', message: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])
  return [state, () => setAttempt((n) => n + 1)] as const
}

export function LoadedContent<T>({
  state,
  label,
  placeholder,
  retry,
  children,
}: {
  state: Loaded<T>
  /** what screen readers hear while it loads */
  label: string
  /** the skeleton blocks */
  placeholder: ReactNode
  retry: () => void
  children: (value: T) => ReactNode
}) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={label}>
        {placeholder}
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>{state.message}</p>
        <button type="button" className="hire-button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  }
  return <>{children(state.value)}</>
}
