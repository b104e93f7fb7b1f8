/**
 * An item card (spec part 1, "Item card"): image in a fixed-ratio box, bookmark toggle,
 * rating with one decimal, review tag, distance, name linking to the item, main price.
 * A guest who presses the bookmark is asked to sign in; a signed-in toggle changes only
 * after the server answers. Styles: `item-card.css` (the widget using it includes them).
 */
import { useEffect, useState } from 'react'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import { mediaSrcSet } from '../../shared/contract/core/media-variants.ts'
import { formatPrice, primaryPrice } from '../../shared/format/price.ts'
import { shownRating } from '../../shared/format/rating.ts'
import { toggleBookmark } from '../../shared/stores/catalogue/bookmark.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { reportError } from '../../shared/stores/core/feedback.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'

export interface ItemCardProps {
  item: ItemSummary
  headingLevel?: 'h2' | 'h3'
  /** the path an item opens at; `/equipments/{id}` by default */
  href?: string
  /** called once the server confirmed a toggle, with the item's new state */
  onBookmarkChange?: (itemId: string, bookMarked: boolean) => void
  /** the first card of a list at the top of a page: its picture loads eagerly, first */
  first?: boolean
}

export const guestBookmarkReason = 'Please log in or sign up to continue.'

function imageOf(item: ItemSummary): string {
  const image = item.media?.find((media) => media.type === 1)
  return image?.thumbnailImage || image?.url || ''
}

export function distanceLabel(distance: number | null | undefined): string | null {
  return typeof distance === 'number' && Number.isFinite(distance)
    ? `${distance.toFixed(1)} km away`
    : null
}

export function ItemCard({
  item,
  headingLevel: Heading = 'h3',
  href,
  onBookmarkChange,
  first = false,
}: ItemCardProps) {
  const signedIn = useStore($signedIn)
  const [saved, setSaved] = useState(item.bookMarked)
  const [busy, setBusy] = useState(false)
  useEffect(() => setSaved(item.bookMarked), [item.bookMarked])
  const rating = shownRating(item.rating)
  const price = primaryPrice(item.price)
  const image = imageOf(item)
  const distance = distanceLabel(item.distance)

  const onBookmark = async () => {
    if (busy) return
    if (!signedIn) {
      void promptSignIn({ reason: guestBookmarkReason })
      return
    }
    setBusy(true)
    try {
      const bookMarked = await toggleBookmark(item._id)
      setSaved(bookMarked)
      onBookmarkChange?.(item._id, bookMarked)
    } catch (error) {
      reportError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className="item-card">
      <div className="item-card__media">
        {image ? (
          // The first card's picture is usually the page's largest paint: fetched at once.
          <img
            src={image}
            srcSet={mediaSrcSet(image) || undefined}
            sizes="(max-width: 600px) 90vw, 320px"
            alt=""
            width={400}
            height={300}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="item-card__placeholder" aria-hidden="true" />
        )}
        <button
          type="button"
          className="item-card__bookmark"
          aria-pressed={saved}
          aria-label={`Save ${item.itemName}`}
          aria-busy={busy || undefined}
          onClick={onBookmark}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 3h12v18l-6-4.5L6 21z"
              fill={saved ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      </div>
      <div className="item-card__body">
        <p className="item-card__meta">
          {rating ? (
            <span className="item-card__rating">
              <span className="hire-visually-hidden">Rating </span>
              {rating}
            </span>
          ) : null}
          {item.reviewTag ? <span className="item-card__tag">{item.reviewTag}</span> : null}
          {distance ? <span className="item-card__distance">{distance}</span> : null}
        </p>
        <Heading className="item-card__name">
          <a href={href ?? `/equipments/${encodeURIComponent(item._id)}`}>{item.itemName}</a>
        </Heading>
        {price ? <p className="item-card__price">{formatPrice(price)}</p> : null}
      </div>
    </article>
  )
}
