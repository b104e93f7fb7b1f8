/**
 * Numbered pagination as links (each page has its own URL, so it works without JavaScript);
 * once hydrated, `onGo` takes a click instead of a page load. The current page carries
 * aria-current="page"; Previous and Next are inert at either end.
 */
import { pageWindow } from '../../../shared/domain/lib/pagination.ts'

/** What a click handler reads: which button, the modifier keys, and a way to stop it. */
interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  preventDefault(): void
}

export interface PaginationProps {
  /** accessible name of the navigation region */
  label: string
  current: number
  count: number
  hrefFor: (pageNo: number) => string
  onGo: (pageNo: number) => void
}

export function Pagination({ label, current, count, hrefFor, onGo }: PaginationProps) {
  if (count <= 1) return null
  const go = (pageNo: number) => (event: ClickLike) => {
    // Let the browser open new tabs and windows as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    onGo(pageNo)
  }
  const step = (pageNo: number, text: string, rel: 'prev' | 'next') =>
    pageNo >= 1 && pageNo <= count ? (
      <a
        className="places-page places-page-step"
        href={hrefFor(pageNo)}
        rel={rel}
        onClick={go(pageNo)}
      >
        {text}
      </a>
    ) : (
      <span className="places-page places-page-step" aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav className="places-pagination" aria-label={label}>
      {step(current - 1, 'Previous', 'prev')}
      <ol>
        {pageWindow(current, count).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="places-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className="places-page"
                href={hrefFor(entry)}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                onClick={go(entry)}
              >
                {entry}
              </a>
            </li>
          ),
        )}
      </ol>
      {step(current + 1, 'Next', 'next')}
    </nav>
  )
}
