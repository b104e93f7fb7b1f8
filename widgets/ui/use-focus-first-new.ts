/**
 * After 'Load more' focus moves to the first entry the page added: the button is often gone
 * (or moved down) once the page is in, and a keyboard or screen reader user wants what came
 * next. Call the returned function when 'Load more' (or Retry of a page) is pressed; `entry`
 * finds what to focus in the entry at an index (its link, or the entry itself).
 *
 * It waits for the new entries themselves, not for a status: an effect of the render before
 * the press may run after it, and a page that answers at once may never show 'loading'. A
 * failed page, or the end of the list, forgets the press.
 */
import { useEffect, useRef } from 'react'

export interface PageProgress {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** entries shown */
  count: number
  /** no more pages */
  done: boolean
}

export function useFocusFirstNew(
  { status, count, done }: PageProgress,
  entry: (index: number) => HTMLElement | null | undefined,
): () => void {
  /** how many were shown when 'Load more' was pressed */
  const pressedAt = useRef<number | null>(null)
  const find = useRef(entry)
  find.current = entry

  useEffect(() => {
    const from = pressedAt.current
    if (from === null || status === 'loading') return
    if (status === 'ready' && count <= from && !done) return
    pressedAt.current = null
    if (status === 'ready' && count > from) find.current(from)?.focus()
  }, [status, count, done])

  return () => {
    pressedAt.current = count
  }
}
