/** Placeholder blocks shown while content loads, and the status that announces them. */
import type { ReactNode } from 'react'

export interface SkeletonProps {
  width?: string
  height?: string
  count?: number
  className?: string
}

/** Placeholder blocks; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', count = 1, className }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`hire-skeleton ${className ?? ''}`}
          style={{ width, height }}
        />
      ))}
    </>
  )
}

/**
 * A loading area: its placeholder blocks (`children`), announced once to screen readers as
 * `label`, the region marked busy until the content replaces it.
 */
export function LoadingStatus({
  label = 'Loading',
  className,
  children,
}: {
  label?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="hire-visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  )
}
