/**
 * The booking's photos, one per view (spec part 2 section 2, WAI-ARIA carousel): Previous
 * and Next wrap around, and a polite 'Image N of M' says where the viewer is. Without
 * photos a plain box keeps the room.
 */
import { useState } from 'react'
import type { Media } from '../../../shared/contract/catalogue/catalogue.ts'
import { mediaUrl } from '../../../shared/format/media.ts'

export function MediaCarousel({ media, name }: { media: readonly Media[]; name: string }) {
  const images = media.filter((entry) => entry.type !== 2 && entry.url)
  const [index, setIndex] = useState(0)
  if (!images.length) {
    return (
      <div
        className="bookings-media bookings-media-empty"
        role="img"
        aria-label={`No photos of ${name}`}
      />
    )
  }
  const count = images.length
  const shown = Math.min(index, count - 1)
  const current = images[shown] as Media
  const go = (next: number) => setIndex((next + count) % count)
  return (
    <section
      className="bookings-media"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
    >
      <div className="bookings-media-slide">
        <img src={mediaUrl(current.url)} alt={name} width="960" height="640" decoding="async" />
      </div>
      {count > 1 ? (
        <div className="bookings-media-controls">
          <button
            type="button"
            className="hire-button"
            aria-label="Previous photo"
            onClick={() => go(shown - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="bookings-media-count" aria-live="polite">
            Image {shown + 1} of {count}
          </p>
          <button
            type="button"
            className="hire-button"
            aria-label="Next photo"
            onClick={() => go(shown + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
