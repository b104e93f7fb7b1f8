/**
 * The item's media: one large image with thumbnails under it. Previous/Next step through the
 * images and a live 'Image N of M' tells screen readers where they are; thumbnails jump.
 * Server-rendered it shows the first image and the thumbnails, which is enough to read.
 */
import { useState } from 'react'
import type { Media } from '../../shared/contract/catalogue/catalogue.ts'
import { mediaUrl } from '../../shared/format/media.ts'

export function Gallery({ media, name }: { media: readonly Media[]; name: string }) {
  const images = media.filter((entry) => entry.type !== 2 && entry.url)
  const [index, setIndex] = useState(0)
  if (!images.length) {
    return (
      <div
        className="hire-item-media hire-item-media-empty"
        role="img"
        aria-label={`No photos of ${name}`}
      />
    )
  }
  const count = images.length
  const current = images[Math.min(index, count - 1)] as Media
  const go = (next: number) => setIndex((next + count) % count)
  return (
    <section
      className="hire-item-media"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
    >
      <div className="hire-item-stage">
        <img
          src={mediaUrl(current.url)}
          alt={`${name} (${index + 1} of ${count})`}
          width="960"
          height="640"
          // The page's largest paint: fetched before anything else.
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {count > 1 ? (
        <div className="hire-item-carousel-controls">
          <button
            type="button"
            className="hire-button"
            aria-label="Previous photo"
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="hire-item-count" aria-live="polite">
            Image {index + 1} of {count}
          </p>
          <button
            type="button"
            className="hire-button"
            aria-label="Next photo"
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {count > 1 ? (
        <ul className="hire-item-thumbs" aria-label="All photos">
          {images.map((entry, position) => (
            <li key={`${entry.url}-${position}`}>
              <button
                type="button"
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <img
                  src={mediaUrl(entry.thumbnailImage || entry.url)}
                  alt=""
                  width="96"
                  height="64"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
