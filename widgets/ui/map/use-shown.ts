/**
 * True once the element has been on screen or within 200 px of it: scrolled to, or revealed by a parent
 * (a hidden element never intersects). Stays true after, so the map is never torn down by
 * scrolling away. Without IntersectionObserver the element counts as shown at once.
 */
import { type RefObject, useEffect, useState } from 'react'

export function useShown(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (shown || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true)
      return
    }
    // Near the viewport counts: the map starts loading a little before it is scrolled to.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setShown(true)
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, shown])
  return shown
}
