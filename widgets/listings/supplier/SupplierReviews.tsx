/**
 * The reviews of a profile page (island): a summary, the first 6 reviews as a grid and
 * 'Show all N reviews', which opens every review in a dialog (10 a page). Without script
 * that control is a link to the page's all-reviews view (`?reviews=all`), which the server
 * renders page by page with plain links (`mode="page"`).
 */
import { useMemo } from 'react'
import type { Review } from '../../../shared/contract/supplier/profiles.ts'
import { supplierLimits } from '../../../shared/contract/supplier/profiles.ts'
import { plural } from '../../../shared/format/text.ts'
import { createSupplierReviews } from '../../../shared/stores/supplier/reviews.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { useLazyDialog } from '../../ui/lazy/use-lazy-dialog.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { firstOf, showAllReviewsLabel } from './info.ts'
import { ReviewCard } from './ReviewCard.tsx'
import { SupplierRoot } from './SupplierRoot.tsx'

export interface SupplierReviewsProps {
  userId: string
  /** the name the dialog's title uses */
  name: string
  /** the page of reviews the server loaded; null when that call failed */
  reviews: Review[] | null
  total: number
  /** the page's path (no query), for the links that work without script */
  basePath: string
  /** preview: the first 6 and the dialog; page: one page of the all-reviews view */
  mode?: 'preview' | 'page'
  /** page mode: which page this is */
  page?: number
}

const loadDialog = async () => (await import('./ReviewsDialog.tsx')).default

export const reviewsAnchor = 'supplier-reviews'
export const allReviewsHref = (basePath: string, page = 1) =>
  `${basePath}?reviews=all${page > 1 ? `&reviewsPage=${page}` : ''}#${reviewsAnchor}`

export function SupplierReviews(props: SupplierReviewsProps) {
  const { userId, name, basePath, mode = 'preview', page = 1 } = props
  const hydrated = useHydrated()
  const store = useMemo(
    () =>
      createSupplierReviews(
        userId,
        props.reviews && mode === 'preview' ? { list: props.reviews, total: props.total } : null,
      ),
    [userId, props.reviews, props.total, mode],
  )
  const value = useStore(store.$list)
  const [ReviewsDialog, dialogFailed, showAll, closeDialog] = useLazyDialog(loadDialog)

  if (mode === 'page') {
    const pages = Math.max(1, Math.ceil(props.total / supplierLimits.reviewPageSize))
    return (
      <SupplierRoot className="hire-supplier-reviews">
        {() => (
          <>
            <p className="hire-supplier-muted">
              Page {page} of {pages}: {plural(props.total, 'review')}
            </p>
            <ReviewGrid reviews={props.reviews ?? []} />
            <nav className="hire-supplier-pager" aria-label="Review pages">
              {page > 1 ? <a href={allReviewsHref(basePath, page - 1)}>Newer reviews</a> : null}
              {page < pages ? <a href={allReviewsHref(basePath, page + 1)}>Older reviews</a> : null}
              <a href={`${basePath}#${reviewsAnchor}`}>Back to the profile</a>
            </nav>
          </>
        )}
      </SupplierRoot>
    )
  }

  // Nothing loaded yet (the server's call failed): load the first page, else the failed one.
  const again = () => (value.page === 0 ? store.loadFirst() : store.retry())
  const failed = value.status === 'error' || (value.status === 'idle' && !props.reviews)
  const { shown } = firstOf(value.list, supplierLimits.reviewsShown)
  return (
    <SupplierRoot className="hire-supplier-reviews">
      {() => (
        <>
          {value.status === 'loading' && value.list.length === 0 ? (
            <div className="hire-supplier-review-skeletons" role="status">
              <span className="hire-visually-hidden">Loading reviews…</span>
              <Skeleton height="8rem" count={3} />
            </div>
          ) : failed ? (
            <div role="alert" className="hire-supplier-error">
              <p>Reviews could not be loaded.</p>
              {hydrated ? (
                <button type="button" className="hire-button" onClick={() => void again()}>
                  Retry
                </button>
              ) : (
                <a href={`${basePath}#${reviewsAnchor}`}>Try again</a>
              )}
            </div>
          ) : shown.length === 0 ? (
            <p className="hire-supplier-empty">No reviews yet</p>
          ) : (
            <ReviewGrid reviews={shown} />
          )}
          {value.total > shown.length && shown.length > 0 ? (
            hydrated ? (
              <button
                type="button"
                className="hire-button hire-supplier-show-all"
                aria-haspopup="dialog"
                onClick={() => void showAll()}
              >
                {showAllReviewsLabel(value.total)}
              </button>
            ) : (
              <a className="hire-button hire-supplier-show-all" href={allReviewsHref(basePath)}>
                {showAllReviewsLabel(value.total)}
              </a>
            )
          ) : null}
          {dialogFailed ? <p role="alert">Reviews could not be opened. Please try again.</p> : null}
          {ReviewsDialog ? (
            <ReviewsDialog name={name} reviews={store} onClose={closeDialog} />
          ) : null}
        </>
      )}
    </SupplierRoot>
  )
}

function ReviewGrid({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="hire-supplier-review-grid">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  )
}

export default SupplierReviews
