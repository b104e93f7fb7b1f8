/**
 * Placeholder cards the size of the real ones, so nothing moves when they arrive; their
 * box is the shared stand-in card's (item-card.css).
 */
import { Skeleton } from '../../ui/Skeleton.tsx'

export function ItemCardSkeleton() {
  return (
    <div className="item-card-skeleton">
      <Skeleton height="auto" className="item-card-skeleton__media" />
      <Skeleton width="40%" />
      <Skeleton width="80%" height="1.3rem" />
      <Skeleton width="35%" />
    </div>
  )
}

export function StoryCardSkeleton() {
  return (
    <div className="item-card-skeleton browse-skeleton--story">
      <Skeleton height="auto" className="item-card-skeleton__media" />
      <Skeleton width="70%" height="1.3rem" />
      <Skeleton count={3} />
    </div>
  )
}
