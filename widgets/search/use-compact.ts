/**
 * Whether the widget is narrow (600 px or less, the spec's small-screen breakpoint),
 * measured on the widget itself so it also holds in a partner's sidebar. null until
 * measured: the CSS container query decides until then (and on the server).
 */
import { type RefObject, useEffect, useState } from 'react'

export const compactBreakpoint = 600

export function useCompact(
  ref: RefObject<HTMLElement | null>,
  forced?: 'wide' | 'compact',
): boolean | null {
  const [measured, setMeasured] = useState<boolean | null>(null)
  useEffect(() => {
    const node = ref.current
    if (forced || !node || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? 0
      // A zero width means not laid out (hidden): keep the last answer.
      if (width > 0) setMeasured(width <= compactBreakpoint)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [ref, forced])
  if (forced) return forced === 'compact'
  return measured
}
