/**
 * Says that a part of the page did not download, with a button that fetches it again
 * (its loader is a `retriedLoader`, so the retry makes a real request).
 */
export function PartFailed({
  message,
  retry,
  onRetry,
}: {
  message: string
  retry: string
  onRetry: () => void
}) {
  return (
    <div role="alert" className="hire-lazy-failed">
      <span>{message}</span>{' '}
      <button type="button" className="hire-button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  )
}
