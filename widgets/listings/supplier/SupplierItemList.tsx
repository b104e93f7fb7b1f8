/**
 * A supplier's items on /supplier/items/{type}/{id} (island): the page the server rendered,
 * then infinite loading (a sentinel watched by IntersectionObserver, and a 'Load more'
 * button for those who do not scroll to it). Without script, 'Load more' is a link to the
 * next page (`?page=N`), which the server renders.
 */
import { useMemo } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { SupplierListType } from '../../../shared/contract/supplier/profiles.ts'
import { createSupplierItems } from '../../../shared/stores/supplier/items.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { ItemCard } from '../../ui/ItemCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useLoadOnScroll } from '../../ui/use-load-on-scroll.ts'
import { SupplierRoot } from './SupplierRoot.tsx'

export interface SupplierItemListProps {
  type: SupplierListType
  userId: string
  /** the page the server loaded; null when that call failed */
  items: ItemSummary[] | null
  total: number
  /** which page `items` is */
  page?: number
  /** the page's path (no query), for the links that work without script */
  basePath: string
}

const pageHref = (basePath: string, page: number) =>
  page > 1 ? `${basePath}?page=${page}` : basePath

export function SupplierItemList(props: SupplierItemListProps) {
  const { type, userId, total, page = 1, basePath } = props
  const hydrated = useHydrated()
  const store = useMemo(
    () =>
      createSupplierItems({
        type,
        userId,
        first: props.items ? { list: props.items, total } : null,
        firstPage: page,
      }),
    [type, userId, props.items, total, page],
  )
  const value = useStore(store.$list)
  const canLoadMore = hydrated && value.status === 'ready' && !value.done
  const sentinel = useLoadOnScroll(canLoadMore, store.loadMore, store)

  const failedFirst = value.page === 0 && (value.status === 'error' || value.status === 'idle')
  return (
    <SupplierRoot className="hire-supplier-items" cards>
      {() => (
        <section aria-label="Items" aria-busy={value.status === 'loading'}>
          {page > 1 ? (
            <p>
              <a href={basePath}>Show from the first item</a>
            </p>
          ) : null}
          {value.list.length ? (
            <ul className="hire-supplier-item-grid">
              {value.list.map((item) => (
                <li key={item._id}>
                  <ItemCard item={item} headingLevel="h2" />
                </li>
              ))}
            </ul>
          ) : failedFirst || value.status === 'loading' ? null : (
            <p className="hire-supplier-empty">{messages.noResult}</p>
          )}
          {value.status === 'loading' ? (
            <ul className="hire-supplier-item-grid" aria-hidden="true">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} className="hire-supplier-item-skeleton">
                  <Skeleton height="12rem" />
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </li>
              ))}
            </ul>
          ) : null}
          {value.status === 'error' || failedFirst ? (
            <div role="alert" className="hire-supplier-error">
              <p>{value.error ?? 'These items could not be loaded.'}</p>
              {hydrated ? (
                <button
                  type="button"
                  className="hire-button"
                  onClick={() => void (value.page === 0 ? store.loadFirst() : store.retry())}
                >
                  Retry
                </button>
              ) : (
                <a href={pageHref(basePath, page)}>Try again</a>
              )}
            </div>
          ) : null}
          <p className="hire-visually-hidden" role="status">
            {value.status === 'ready' ? `Showing ${value.list.length} of ${value.total} items` : ''}
          </p>
          {value.page > 0 && !value.done && value.status !== 'error' ? (
            <div ref={sentinel} className="hire-supplier-more">
              {/* Kept while a page loads (aria-disabled) so keyboard focus stays here. */}
              {hydrated ? (
                <button
                  type="button"
                  className="hire-button"
                  aria-disabled={value.status === 'loading' || undefined}
                  onClick={() => void store.loadMore()}
                >
                  {value.status === 'loading' ? 'Loading…' : 'Load more'}
                </button>
              ) : (
                <a className="hire-button" href={pageHref(basePath, value.page + 1)}>
                  Load more
                </a>
              )}
            </div>
          ) : null}
        </section>
      )}
    </SupplierRoot>
  )
}

export default SupplierItemList
