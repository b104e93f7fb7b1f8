/**
 * Starts downloading a page the visitor is about to open: when a pointer rests on one of its
 * links, a finger touches it or the keyboard focuses it, the page is asked for with
 * `<link rel="prefetch">` (once per address, idle priority), so the click finds it in the
 * browser's cache. Our own origin only (a partner's page does not prefetch our pages), and
 * never when the visitor asked to save data.
 */
import { type RefObject, useEffect } from 'react'

const asked = new Set<string>()

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/** Adds the prefetch hint for an absolute or relative link (same origin only). */
export function prefetchPage(href: string): void {
  if (typeof document === 'undefined' || saveData()) return
  let url: URL
  try {
    url = new URL(href, location.href)
  } catch {
    return
  }
  if (url.origin !== location.origin || asked.has(url.href) || url.href === location.href) return
  asked.add(url.href)
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.as = 'document'
  link.href = url.href
  document.head.append(link)
}

/** Prefetches the links inside `ref` whose path `wanted` accepts, on the visitor's intent. */
export function usePrefetchOnIntent(
  ref: RefObject<HTMLElement | null>,
  wanted: (path: string) => boolean,
): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const intent = (event: Event) => {
      const path = event.composedPath?.() ?? []
      const link = path.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement)
      if (!link?.href) return
      if (wanted(new URL(link.href, location.href).pathname)) prefetchPage(link.href)
    }
    const events = ['pointerover', 'touchstart', 'focusin'] as const
    for (const name of events) root.addEventListener(name, intent, { passive: true })
    return () => {
      for (const name of events) root.removeEventListener(name, intent)
    }
    // `wanted` is a fixed rule of the caller; re-binding on each render would gain nothing.
  }, [ref])
}
