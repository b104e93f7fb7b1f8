/** What a view shows while its order loads, when it failed, and once it is there. */
import type { ReactNode } from 'react'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
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
      <div aria-busy="true">
        <span className="hire-visually-hidden" role="status">
          Loading the order
        </span>
        <Skeleton height="6rem" />
      </div>
    )
  }
  if (state.status === 'error') {
    return <RetryAlert className="console-error" message={state.message} onRetry={retry} />
  }
  return <>{children(state.value)}</>
}
