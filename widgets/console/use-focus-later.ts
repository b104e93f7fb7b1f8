/**
 * Focus for after a decision removes the card that opened the review modal: `later()` moves
 * it to `target` once the modal has closed (and given focus back to a card that is gone).
 */
import { useEffect, useRef, useState } from 'react'

export function useFocusLater<T extends HTMLElement>() {
  const target = useRef<T>(null)
  const [times, setTimes] = useState(0)
  useEffect(() => {
    if (times) target.current?.focus()
  }, [times])
  return { target, later: () => setTimes((n) => n + 1) }
}
