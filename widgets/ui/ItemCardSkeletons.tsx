/**
 * Stand-in cards for a page of item cards that is still loading, in the same grid as the
 * cards (`item-card-grid`, styles in `item-card.css`); hidden from assistive technology,
 * which hears the list's own status instead.
 */
import { Skeleton } from './Skeleton.tsx'

export function ItemCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul className={`item-card-grid ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="item-card-skeleton">
          <Skeleton height="auto" className="item-card-skeleton__media" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </li>
      ))}
    </ul>
  )
}
