/** `pressGuard` for a form rendered by a component: blur checks wait while a button is pressed. */
import { type RefObject, useEffect, useRef } from 'react'
import { type PressGuard, pressGuard } from '../../../shared/adapters/payments/press-guard.ts'

export function usePressGuard(
  root: RefObject<HTMLElement | null>,
): (event: { relatedTarget: EventTarget | null }) => boolean {
  const guard = useRef<PressGuard | null>(null)
  useEffect(() => {
    if (!root.current) return
    const current = pressGuard(root.current)
    guard.current = current
    return () => current.stop()
  }, [root])
  return (event) => guard.current?.pressing(event) ?? false
}
