/**
 * The result grid: the count, item cards, skeletons while a page loads, the error with
 * Retry, and infinite loading (a sentinel watched by IntersectionObserver, with a
 * 'Load more' button for browsers and users that do not scroll to it). An item's page starts
 * downloading when the visitor points at, touches or focuses its card.
 */
import { useRef } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { ItemCard } from '../../ui/ItemCard.tsx'
import { ItemCardSkeletons } from '../../ui/ItemCardSkeletons.tsx'
import { usePrefetchOnIntent } from '../../ui/prefetch-on-intent.ts'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { useLoadOnScroll } from '../../ui/use-load-on-scroll.ts'
import { resultItemHref } from './item-link.ts'

export interface ResultListProps {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: ItemSummary[]
  total: number
  done: boolean
  error?: string | null | undefined
  skeletons: number
  /** the searched days (epoch ms), handed to each item's booking panel */
  dates?: { startDate?: number | undefined; endDate?: number | undefined }
  onMore: () => void
  onRetry: () => void
}

const isItemPath = (path: string) => path.startsWith('/equipments/')

export function countLabel(total: number): string {
  return total > 0 ? `${total} results found` : 'No result found'
}

export function ResultList(props: ResultListProps) {
  const { status, list, total, done, error, skeletons, dates = {}, onMore } = props
  const section = useRef<HTMLElement>(null)
  usePrefetchOnIntent(section, isItemPath)
  const canLoadMore = status === 'ready' && !done && list.length > 0
  const sentinel = useLoadOnScroll(canLoadMore, onMore)

  const firstLoad = (status === 'loading' || status === 'idle') && list.length === 0
  return (
    <section
      ref={section}
      className="results-list"
      aria-labelledby="results-count"
      aria-busy={status === 'loading'}
    >
      <p id="results-count" className="results-count" role="status">
        {firstLoad
          ? 'Searching…'
          : status === 'error' && list.length === 0
            ? ''
            : countLabel(total)}
      </p>
      {list.length > 0 ? (
        <ul className="item-card-grid results-grid">
          {list.map((item, index) => (
            <li key={item._id}>
              <ItemCard
                item={item}
                headingLevel="h2"
                href={resultItemHref(item._id, dates)}
                first={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'loading' ? (
        <ItemCardSkeletons count={skeletons} className="results-grid" />
      ) : null}
      {status === 'error' ? (
        <RetryAlert className="item-card-grid-end" message={error} onRetry={props.onRetry} />
      ) : null}
      {canLoadMore ? (
        <div ref={sentinel} className="item-card-grid-end">
          <button type="button" className="hire-button" onClick={onMore}>
            Load more
          </button>
        </div>
      ) : null}
    </section>
  )
}
