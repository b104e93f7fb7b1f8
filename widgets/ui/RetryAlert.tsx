/**
 * Something failed to load: what went wrong and a button that loads it again, announced
 * as an alert. Every list, page and panel that can fail to load shows this one; `part`
 * names it for hosts that style the widget's parts.
 */
import type { ReactNode } from 'react'

export interface RetryAlertProps {
  className?: string | undefined
  message: ReactNode
  onRetry: () => void
  /** the button's words: 'Retry' unless the screen says 'Try again' */
  label?: string
  part?: string
}

export function RetryAlert({
  className,
  message,
  onRetry,
  label = 'Retry',
  part,
}: RetryAlertProps) {
  return (
    <div className={`hire-retry ${className ?? ''}`} role="alert" part={part}>
      <p>{message}</p>
      <button type="button" className="hire-button" onClick={onRetry}>
        {label}
      </button>
    </div>
  )
}
