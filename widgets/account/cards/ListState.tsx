/** The states the cards and credits lists share: a failed load with Try again, and skeletons. */
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'

export function ListFailed({
  message,
  retry,
}: {
  message?: string | undefined
  retry: () => void
}) {
  return (
    <RetryAlert className="hire-cards-state" message={message} label="Try again" onRetry={retry} />
  )
}

/** Two placeholder rows, announced once ('Loading your cards'). */
export function ListLoading({ label, height = '3.5rem' }: { label: string; height?: string }) {
  return (
    <LoadingStatus className="hire-cards-skeletons" label={label}>
      <Skeleton height={height} count={2} />
    </LoadingStatus>
  )
}
