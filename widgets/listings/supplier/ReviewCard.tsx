/**
 * One review on a profile (the spec's supplier review card): who wrote it, when, the stars,
 * the item hired, the comment and the review tags.
 */
import type { Review } from '../../../shared/contract/supplier/profiles.ts'
import { formatRating } from '../../../shared/format/rating.ts'
import { Avatar } from '../../ui/avatar/Avatar.tsx'
import { formatReviewDate, supplierLinks } from './info.ts'

export interface ReviewCardProps {
  review: Review
  /** lets the dialog move focus to the first review a page added */
  focusable?: boolean
}

const starPath = 'm10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z'

/** Five stars drawn (not text) so they are decoration only; the words carry the rating. */
function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className="hire-supplier-stars">
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d={starPath}
            fill={index < full ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      ))}
      <span className="hire-visually-hidden">Rated {formatRating(rating)} out of 5</span>
    </p>
  )
}

export function ReviewCard({ review, focusable }: ReviewCardProps) {
  const name = review.userData?.name || review.reviewer?.name || 'A hirer'
  const picture = review.userData?.profilePicture || review.reviewer?.profilePicture
  const date = formatReviewDate(review.created)
  const tags = (review.reviewTags ?? []).filter((tag) => tag.tagName)
  return (
    <article className="hire-supplier-review" tabIndex={focusable ? -1 : undefined}>
      <header className="hire-supplier-review-head">
        <Avatar picture={picture} name={name} size={48} loading="lazy" />
        <div>
          <h3 className="hire-supplier-review-name">{name}</h3>
          {date ? (
            <p className="hire-supplier-muted">
              <time dateTime={review.created}>{date}</time>
            </p>
          ) : null}
        </div>
      </header>
      <Stars rating={review.rating} />
      {review.itemName ? (
        <p className="hire-supplier-review-item">
          Hired:{' '}
          {review.itemId ? (
            <a href={supplierLinks.item(review.itemId)}>{review.itemName}</a>
          ) : (
            review.itemName
          )}
        </p>
      ) : null}
      {review.comment ? <p className="hire-supplier-review-comment">{review.comment}</p> : null}
      {tags.length ? (
        <ul className="hire-supplier-chips" aria-label="Review tags">
          {tags.map((tag) => (
            <li key={tag.tagName}>{tag.tagName}</li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
