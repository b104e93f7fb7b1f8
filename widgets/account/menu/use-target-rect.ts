/**
 * Where the tour's current target is on screen: the first visible `[data-tour=<name>]`
 * element, scrolled into view, re-measured on scroll and resize. Null when the page has none.
 */
import { useLayoutEffect, useState } from 'react'

export interface TargetRect {
  top: number
  left: number
  width: number
  height: number
  bottom: number
}

function findTarget(name: string): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>(`[data-tour="${CSS.escape(name)}"]`)
  return Array.from(all).find((element) => element.getClientRects().length > 0) ?? null
}

function measure(element: HTMLElement): TargetRect {
  const { top, left, width, height, bottom } = element.getBoundingClientRect()
  return { top, left, width, height, bottom }
}

export function useTargetRect(name: string): TargetRect | null {
  const [rect, setRect] = useState<TargetRect | null>(null)
  useLayoutEffect(() => {
    const target = name ? findTarget(name) : null
    if (!target) {
      setRect(null)
      return
    }
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    const update = () => setRect(measure(target))
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [name])
  return rect
}
