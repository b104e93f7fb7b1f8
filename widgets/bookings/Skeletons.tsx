/** Placeholders holding the room of cards and of the detail while they load. */
import { Skeleton } from '../ui/Skeleton.tsx'

export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="bookings-cards" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="bookings-card bookings-card-skeleton">
          <Skeleton className="bookings-card-media" height="100%" />
          <div className="bookings-card-body">
            <Skeleton width="40%" />
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="55%" />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function DetailSkeleton() {
  return (
    <div className="bookings-detail-skeleton" role="status" aria-label="Loading booking">
      <Skeleton height="16rem" />
      <Skeleton width="30%" />
      <Skeleton width="60%" height="2rem" />
      <Skeleton count={4} />
    </div>
  )
}
