/**
 * True once the element has been on screen: scrolled into view, or revealed by a parent
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        setShown(true)
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, shown])
  return shown
}
