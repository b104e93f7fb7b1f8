/** Placeholder cards the size of the real ones, so nothing moves when they arrive. */
import { Skeleton } from '../../ui/Skeleton.tsx'

export function ItemCardSkeleton() {
  return (
    <div className="browse-skeleton">
      <Skeleton height="auto" className="browse-skeleton-media" />
      <Skeleton width="40%" />
      <Skeleton width="80%" height="1.3rem" />
      <Skeleton width="35%" />
    </div>
  )
}

export function StoryCardSkeleton() {
  return (
    <div className="browse-skeleton browse-skeleton--story">
      <Skeleton height="auto" className="browse-skeleton-media" />
      <Skeleton width="70%" height="1.3rem" />
      <Skeleton count={3} />
    </div>
  )
}
