/** Calls `onLeave` when focus leaves the element (focusout to somewhere outside it). */
import { type RefObject, useEffect, useRef } from 'react'

export function useFocusLeave(ref: RefObject<HTMLElement | null>, onLeave: () => void): void {
  const leave = useRef(onLeave)
  leave.current = onLeave
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const listener = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (!next || !node.contains(next)) leave.current()
    }
    node.addEventListener('focusout', listener)
    return () => node.removeEventListener('focusout', listener)
  }, [ref])
}
