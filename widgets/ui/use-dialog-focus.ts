/**
 * The WAI-ARIA modal dialog focus rules: focus moves into the dialog when it opens, Tab
 * and Shift+Tab cycle inside it, Escape closes it, and focus returns to where it was, all
 * without scrolling the page behind.
 */
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react'
import { activeWithin, deepActiveElement, focusableIn } from './focus.ts'

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const close = useRef(onClose)
  close.current = onClose

  // A layout effect: focus is inside before the dialog is painted, so a key pressed as soon
  // as it shows (Escape, arrows) already reaches it.
  useLayoutEffect(() => {
    const node = dialog.current
    if (!node) return
    const previous = deepActiveElement()
    const target = initialFocus?.current ?? focusableIn(node)[0] ?? node
    // Never scroll the page behind: the dialog is fixed to the viewport, and on a partner's
    // page (smooth scrolling, a host at the end of the body) a scrolling focus moved it.
    target.focus({ preventScroll: true })
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [dialog, initialFocus])

  return function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      close.current()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const items = focusableIn(dialog.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = activeWithin(dialog.current)
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }
}
