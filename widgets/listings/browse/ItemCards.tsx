/**
 * Item cards as a grid, or as a row that scrolls sideways with Previous/Next buttons
 * (buttons keep their room before the script runs, so nothing shifts). Every card is the
 * shared ItemCard with the user's saved flag; a toggle the server confirmed updates every
 * card of that item on the page and is passed on (`onBookmarkChange`).
 */
import { useEffect, useId, useState } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { ItemCard } from '../../ui/ItemCard.tsx'
import { useSavedFlags } from './use-saved-flags.ts'

export interface ItemCardsProps {
  items: ItemSummary[]
  layout?: 'grid' | 'row'
  /** names the row's buttons ('Next: Trending Listings') */
  label: string
  headingLevel?: 'h2' | 'h3'
  onBookmarkChange?: (itemId: string, bookMarked: boolean) => void
}

function Chevron({ back }: { back: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  )
}

function useRowEnds(track: HTMLUListElement | null): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: true, end: true })
  useEffect(() => {
    if (!track) return
    const update = () => {
      const max = track.scrollWidth - track.clientWidth - 1
      setEnds({ start: track.scrollLeft <= 0, end: track.scrollLeft >= max })
    }
    update()
    track.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(track)
    return () => {
      track.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [track])
  return ends
}

export function ItemCards(props: ItemCardsProps) {
  const { items, layout = 'grid', label, headingLevel = 'h3', onBookmarkChange } = props
  const { flag, record } = useSavedFlags()
  const [track, setTrack] = useState<HTMLUListElement | null>(null)
  const ends = useRowEnds(layout === 'row' ? track : null)
  const trackId = `${useId()}-row`
  const changed = (itemId: string, bookMarked: boolean) => {
    record(itemId, bookMarked)
    onBookmarkChange?.(itemId, bookMarked)
  }
  const cards = items.map((item) => (
    <li key={item._id}>
      <ItemCard item={flag(item)} headingLevel={headingLevel} onBookmarkChange={changed} />
    </li>
  ))
  if (layout === 'grid') return <ul className="item-card-grid browse-grid">{cards}</ul>

  const scroll = (direction: 1 | -1) => {
    if (!track) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    track.scrollBy({
      left: direction * track.clientWidth * 0.9,
      behavior: smooth ? 'smooth' : 'auto',
    })
  }
  return (
    <div className="browse-row-wrap">
      <ul ref={setTrack} id={trackId} className="browse-row" aria-label={label}>
        {cards}
      </ul>
      <div className="browse-row-controls">
        {ends.start && ends.end ? null : (
          <>
            <button
              type="button"
              className="browse-row-button"
              aria-controls={trackId}
              disabled={ends.start}
              onClick={() => scroll(-1)}
            >
              <Chevron back />
              <span className="hire-visually-hidden">Previous: {label}</span>
            </button>
            <button
              type="button"
              className="browse-row-button"
              aria-controls={trackId}
              disabled={ends.end}
              onClick={() => scroll(1)}
            >
              <Chevron back={false} />
              <span className="hire-visually-hidden">Next: {label}</span>
            </button>
          </>
        )}
      </div>
    </div>
  )
}
