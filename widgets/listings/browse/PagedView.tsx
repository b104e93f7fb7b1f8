/**
 * A list shown a page at a time: what is loaded, skeletons while a page loads (and before
 * the first one), the empty state, the error with Retry, and infinite loading: a sentinel
 * watched by IntersectionObserver, holding a 'Load more' button for browsers without it and
 * for keyboard users. Screen readers hear when a page is loading and how many are shown.
 * After 'Load more' is pressed, focus goes to the first new entry's link (the button
 * itself is gone while the page loads, and the reader wants what came next).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { PagedListValue } from '../../../shared/stores/lib/paged-list.ts'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { useFocusFirstNew } from '../../ui/use-focus-first-new.ts'
import { useLoadOnScroll } from '../../ui/use-load-on-scroll.ts'

export interface PagedViewProps {
  status: PagedListValue<unknown>['status']
  count: number
  done: boolean
  error?: string | null | undefined
  /** the loaded list (rendered when there is something) */
  children: ReactNode
  /** one placeholder card */
  skeleton: ReactNode
  skeletonCount: number
  skeletonClass?: string
  empty: ReactNode
  /** '12 items shown' */
  shownLabel: (count: number) => string
  /** said instead of the count once ready ('… removed from your saved items.') */
  notice?: string | undefined
  /** keep the room of 'Load more' before it can work (server page of a longer list) */
  reserveMore?: boolean | undefined
  onMore: () => void
  onRetry: () => void
}

/**
 * What a list whose first page the server rendered shows, and PagedView's state and actions
 * for it: the store's list once it holds `key`; before that (on the server, and while
 * hydrating) the server's page, keeping the room of 'Load more' when the list is longer, or
 * its failure (the island asks again as soon as it runs).
 */
export function serverFirst<T>(
  list: { loadMore: () => Promise<void>; retry: () => Promise<void> },
  value: PagedListValue<T>,
  key: string,
  initial: ListData<T> | null | undefined,
) {
  const view =
    value.key === key
      ? value
      : initial
        ? { status: 'ready' as const, list: initial.list ?? [], done: true, error: undefined }
        : { status: 'error' as const, list: [], done: false, error: messages.somethingWentWrong }
  return {
    items: view.list,
    paged: {
      status: view.status,
      count: view.list.length,
      done: view.done,
      error: view.error,
      onMore: () => void list.loadMore(),
      onRetry: () => void list.retry(),
      reserveMore: value.key === '' && !!initial && initial.list.length < initial.total,
    },
  }
}

export function PagedView(props: PagedViewProps) {
  const { status, count, done, error, onMore } = props
  const root = useRef<HTMLDivElement>(null)
  const more = useRef(onMore)
  more.current = onMore
  const canLoadMore = status === 'ready' && !done && count > 0
  const sentinel = useLoadOnScroll(canLoadMore, onMore)
  const focusFirstNew = useFocusFirstNew({ status, count, done }, (index) => {
    const entries = root.current?.querySelectorAll(':scope > ul:not([aria-hidden]) > li')
    return entries?.[index]?.querySelector<HTMLElement>('a[href]')
  })

  // Everything shown was taken out but more remain: fetch them rather than say 'empty'.
  useEffect(() => {
    if (status === 'ready' && count === 0 && !done) more.current()
  }, [status, count, done])

  const loading = status === 'loading' || (status === 'idle' && count === 0)
  const announcement =
    status === 'loading'
      ? 'Loading…'
      : status === 'ready'
        ? props.notice || (count > 0 ? props.shownLabel(count) : '')
        : ''
  return (
    <div ref={root} className="browse-paged" aria-busy={loading}>
      <p className="hire-visually-hidden" role="status">
        {announcement}
      </p>
      {count > 0 ? props.children : null}
      {loading ? (
        <ul
          className={`item-card-grid browse-grid ${props.skeletonClass ?? ''}`}
          aria-hidden="true"
        >
          {Array.from({ length: props.skeletonCount }, (_, index) => (
            <li key={index}>{props.skeleton}</li>
          ))}
        </ul>
      ) : null}
      {status === 'ready' && count === 0 && done ? props.empty : null}
      {status === 'error' ? (
        <RetryAlert
          className="item-card-grid-end browse-error"
          message={error}
          onRetry={props.onRetry}
        />
      ) : null}
      {!canLoadMore && props.reserveMore && status === 'ready' ? (
        <div className="item-card-grid-end browse-more" aria-hidden="true" />
      ) : null}
      {canLoadMore ? (
        <div ref={sentinel} className="item-card-grid-end browse-more">
          <button
            type="button"
            className="hire-button"
            onClick={() => {
              focusFirstNew()
              onMore()
            }}
          >
            Load more
          </button>
        </div>
      ) : null}
    </div>
  )
}
