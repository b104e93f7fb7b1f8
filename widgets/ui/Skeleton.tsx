/** Placeholder blocks shown while content loads; hidden from assistive technology. */
export interface SkeletonProps {
  width?: string
  height?: string
  count?: number
  className?: string
}

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
