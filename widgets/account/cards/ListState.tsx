/** The states the cards and credits lists share: a failed load with Try again, and skeletons. */
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'

export function ListFailed({
  message,
  retry,
}: {
  message?: string | undefined
  retry: () => void
}) {
  return (
    <div className="hire-cards-state" role="alert">
      <p className="hire-cards-error">{message}</p>
      <button type="button" className="hire-button" onClick={retry}>
        Try again
      </button>
    </div>
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
