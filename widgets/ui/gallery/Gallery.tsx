/**
 * The one gallery (the item's photos, a booking's photos; WAI-ARIA carousel): one large
 * image, Previous and Next wrapping around, a polite 'Image N of M' saying where the viewer
 * is and, with `thumbnails`, a row of thumbnails that jump. Server-rendered it shows the
 * first image (and the thumbnails), which is enough to read. Without photos a plain box
 * keeps the room. It brings its own styles, so any widget can show it.
 */
import { useState } from 'react'
import type { Media } from '../../../shared/contract/catalogue/catalogue.ts'
import { mediaSrcSet } from '../../../shared/contract/core/media-variants.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import galleryCss from './gallery.css?inline'

export interface GalleryProps {
  media: readonly Media[]
  name: string
  thumbnails?: boolean
  /** the page's largest paint: the first image is fetched before anything else */
  priority?: boolean
}

export function Gallery({ media, name, thumbnails = false, priority = false }: GalleryProps) {
  const images = media.filter((entry) => entry.type !== 2 && entry.url)
  const [index, setIndex] = useState(0)
  if (!images.length) {
    return (
      <>
        <style>{galleryCss}</style>
        <div className="hire-gallery-empty" role="img" aria-label={`No photos of ${name}`} />
      </>
    )
  }
  const count = images.length
  const shown = Math.min(index, count - 1)
  const current = images[shown] as Media
  const go = (next: number) => setIndex((next + count) % count)
  const shownUrl = mediaUrl(current.url)
  return (
    <section
      className="hire-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
    >
      <style>{galleryCss}</style>
      <div className="hire-gallery-stage">
        <img
          src={shownUrl}
          srcSet={mediaSrcSet(shownUrl) || undefined}
          sizes="(max-width: 800px) 100vw, 768px"
          alt={count > 1 ? `${name} (${shown + 1} of ${count})` : name}
          width="960"
          height="640"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </div>
      {count > 1 ? (
        <div className="hire-gallery-controls">
          <button
            type="button"
            className="hire-button"
            aria-label="Previous photo"
            onClick={() => go(shown - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="hire-gallery-count" aria-live="polite">
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
      {thumbnails && count > 1 ? (
        <ul className="hire-gallery-thumbs" aria-label="All photos">
          {images.map((entry, position) => {
            const thumb = mediaUrl(entry.thumbnailImage || entry.url)
            return (
              <li key={`${entry.url}-${position}`}>
                <button
                  type="button"
                  aria-label={`Show photo ${position + 1}`}
                  aria-current={position === shown ? 'true' : undefined}
                  onClick={() => setIndex(position)}
                >
                  <img
                    src={thumb}
                    srcSet={mediaSrcSet(thumb) || undefined}
                    sizes="96px"
                    alt=""
                    width="96"
                    height="64"
                    loading="lazy"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
