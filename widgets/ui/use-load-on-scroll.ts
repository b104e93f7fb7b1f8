/**
 * Infinite loading for every paged list (search results, browse pages, places, a
 * supplier's items, bookings, orders, a supplier's listings, notifications): while
 * `active`, `load` runs whenever the returned element (the sentinel after the list, often
 * holding 'Load more') comes within 400 px of the viewport. Without IntersectionObserver
 * nothing is watched and the 'Load more' button inside does the work. The latest `load` is called, so an inline one does not
 * restart the observer; `list` does (a new list to page through).
 */
import { useEffect, useRef } from 'react'

export function useLoadOnScroll(active: boolean, load: () => unknown, list?: unknown) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(load)
  latest.current = load

  useEffect(() => {
    const target = sentinel.current
    if (!active || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void latest.current()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [active, list])

  return sentinel
}
