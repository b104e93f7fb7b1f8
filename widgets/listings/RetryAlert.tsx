/**
 * A list that failed to load: what went wrong and Retry, announced as an alert. Shared by the
 * site's lists (browse, places); each gives its own class. The element's grid keeps its own
 * copy: a component there costs <hire-listings>' first load a few bytes it cannot spare.
 */
export interface RetryAlertProps {
  className: string
  message: string | null | undefined
  onRetry: () => void
}

export function RetryAlert({ className, message, onRetry }: RetryAlertProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="hire-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
