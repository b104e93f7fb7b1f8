/**
 * 'Show all N reviews': every review in a modal dialog, 10 a page with 'Load more'. After a
 * page arrives, focus moves to its first review so keyboard users carry on reading there.
 */
import { useEffect, useRef } from 'react'
import { plural } from '../../../shared/format/text.ts'
import type { SupplierReviews } from '../../../shared/stores/supplier/reviews.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useFocusFirstNew } from '../../ui/use-focus-first-new.ts'
import { ReviewCard } from './ReviewCard.tsx'

export interface ReviewsDialogProps {
  name: string
  reviews: SupplierReviews
  onClose: () => void
}

export function ReviewsDialog({ name, reviews, onClose }: ReviewsDialogProps) {
  const value = useStore(reviews.$list)
  const list = useRef<HTMLUListElement>(null)
  const focusFirstNew = useFocusFirstNew(
    { status: value.status, count: value.list.length, done: value.done },
    (index) => list.current?.querySelectorAll<HTMLElement>('.hire-supplier-review')[index],
  )

  useEffect(() => {
    if (value.status === 'idle') void reviews.loadFirst()
  }, [value.status, reviews])

  // Load more, Retry and 'Loading…' are one button, so focus stays on it throughout.
  const act = () => {
    if (value.status === 'loading') return
    focusFirstNew()
    void (value.status === 'error' ? reviews.retry() : reviews.loadMore())
  }
  const canAct = !value.done && (value.page > 0 || value.status === 'error')

  const loading = value.status === 'loading' || value.status === 'idle'
  return (
    <Dialog
      title={`Reviews of ${name}`}
      onClose={onClose}
      closeButton
      className="hire-supplier-dialog hire-supplier-reviews-dialog"
    >
      <p className="hire-supplier-muted" aria-live="polite">
        {value.page > 0
          ? `Showing ${value.list.length} of ${plural(value.total, 'review')}`
          : 'Loading reviews…'}
      </p>
      {value.list.length ? (
        <ul ref={list} className="hire-supplier-review-list" aria-label="Reviews">
          {value.list.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} focusable />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div aria-hidden="true" className="hire-supplier-review-skeletons">
          <Skeleton height="5rem" count={2} />
        </div>
      ) : null}
      {value.status === 'error' ? (
        <p role="alert" className="hire-supplier-error">
          {value.error}
        </p>
      ) : null}
      {canAct ? (
        <button
          type="button"
          className="hire-button"
          aria-disabled={value.status === 'loading' || undefined}
          onClick={act}
        >
          {value.status === 'error'
            ? 'Retry'
            : value.status === 'loading'
              ? 'Loading…'
              : 'Load more'}
        </button>
      ) : null}
    </Dialog>
  )
}

export default ReviewsDialog
