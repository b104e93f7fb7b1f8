/** What a view shows while its order loads, when it failed, and once it is there. */
import type { ReactNode } from 'react'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import type { Loadable } from './use-order.ts'

export function Loaded<T>({
  state,
  retry,
  children,
}: {
  state: Loadable<T>
  retry: () => void
  children: (value: T) => ReactNode
}) {
  if (state.status === 'loading') {
    return (
      <LoadingStatus label="Loading the order">
        <Skeleton height="6rem" />
      </LoadingStatus>
    )
  }
  if (state.status === 'error') {
    return <RetryAlert className="console-error" message={state.message} onRetry={retry} />
  }
  return <>{children(state.value)}</>
}
