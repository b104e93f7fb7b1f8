/**
 * The grid: item cards, skeleton cards while a page loads (the first page's skeletons hold
 * the room its cards will take), 'No result found', the error with Retry, and 'Load more'.
 * A click on a card's link goes through `onOpen`, which decides where the item opens;
 * clicks with a modifier key (new tab, new window) keep the browser's own behaviour.
 */
import { type MouseEvent, useRef } from 'react'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import { messages } from '../../shared/contract/core/messages.ts'
import type { ListingsValue } from '../../shared/stores/catalogue/listings.ts'
import { ItemCard } from '../ui/ItemCard.tsx'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { useFocusFirstNew } from '../ui/use-focus-first-new.ts'
import { marketplaceItemUrl } from './attributes.ts'

export interface ListingsGridProps {
  value: ListingsValue
  limit: number
  siteUrl: string
  onMore: () => void
  onRetry: () => void
  /** return true when the item was opened here (the link is then not followed) */
  onOpen: (item: ItemSummary) => boolean
  onBookmarkChange?: (itemId: string, bookMarked: boolean) => void
}

/** At most this many skeleton cards: enough to fill the first rows of any width. */
const maxSkeletons = 12

export function statusLabel(value: ListingsValue): string {
  if (value.status === 'loading') return 'Loading listings…'
  if (value.status === 'error') return ''
  if (value.list.length === 0) return messages.noResult
  return `Showing ${value.list.length} of ${Math.max(value.total, value.list.length)} listings`
}

function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="item-card-grid listings-grid" aria-hidden="true" part="skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="listings-skeleton">
          <Skeleton height="auto" className="listings-skeleton-media" />
          <Skeleton width="40%" />
          <Skeleton width="75%" />
          <Skeleton width="30%" />
        </li>
      ))}
    </ul>
  )
}

export function ListingsGrid({
  value,
  limit,
  siteUrl,
  onMore,
  onRetry,
  onOpen,
  onBookmarkChange,
}: ListingsGridProps) {
  const { status, list, done } = value
  const grid = useRef<HTMLUListElement>(null)
  const focusFirstNew = useFocusFirstNew({ status, count: list.length, done }, (index) =>
    grid.current?.children[index]?.querySelector<HTMLElement>('.item-card__name a'),
  )

  const open = (item: ItemSummary) => (event: MouseEvent<HTMLLIElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    const target = event.target as Element | null
    if (!target?.closest?.('a')) return
    if (onOpen(item)) event.preventDefault()
  }

  const more = () => {
    focusFirstNew()
    onMore()
  }

  const firstLoad = status === 'loading' && list.length === 0
  return (
    <div className="listings" aria-busy={status === 'loading'}>
      <p className="hire-visually-hidden" role="status">
        {statusLabel(value)}
      </p>
      {list.length > 0 ? (
        <ul ref={grid} className="item-card-grid listings-grid" part="grid">
          {list.map((item) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from the card's link, which handles keys itself
            <li key={item._id} part="card" onClick={open(item)}>
              <ItemCard
                item={item}
                href={marketplaceItemUrl(item._id, siteUrl)}
                onBookmarkChange={onBookmarkChange}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'loading' ? (
        <SkeletonCards count={firstLoad ? Math.min(limit, maxSkeletons) : Math.min(limit, 4)} />
      ) : null}
      {status === 'ready' && list.length === 0 ? (
        <p className="item-card-grid-end listings-empty" part="empty">
          {messages.noResult}
        </p>
      ) : null}
      {status === 'error' ? (
        <RetryAlert
          className="item-card-grid-end listings-error"
          part="error"
          message={value.error}
          onRetry={onRetry}
        />
      ) : null}
      {status !== 'error' && !done && list.length > 0 ? (
        <div className="item-card-grid-end listings-more">
          {/* Stays in place (and focused) while the page loads; aria-disabled, not disabled. */}
          <button
            type="button"
            className="hire-button"
            part="load-more"
            aria-disabled={status === 'loading'}
            onClick={() => status === 'ready' && more()}
          >
            Load more
          </button>
        </div>
      ) : null}
    </div>
  )
}
