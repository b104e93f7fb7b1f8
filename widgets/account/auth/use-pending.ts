/**
 * The busy state of a form's submit button (spec part 1 section 4): 'Please Wait' while the
 * call runs; after a failure the message shows at once and the button comes back after one
 * second, so a double click cannot send twice. After a success it stays busy with
 * `keepBusy` (the page is changing), and is released otherwise.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the button stays busy after a failure. */
export const failureHoldMs = 1000

/** The message to show for a failure, or null when the visitor cancelled. */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof Error && error.name === 'AbortError') return null
  if (error instanceof Error && error.message) return error.message
  return fallback
}

export function usePending() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const run = useCallback(
    async (
      task: () => Promise<unknown>,
      onFailure: (error: unknown) => void,
      options: { keepBusy?: boolean } = {},
    ): Promise<void> => {
      if (running.current) return
      running.current = true
      setBusy(true)
      try {
        await task()
        if (!options.keepBusy) {
          running.current = false
          setBusy(false)
        }
      } catch (error) {
        onFailure(error)
        timer.current = setTimeout(() => {
          running.current = false
          setBusy(false)
        }, failureHoldMs)
      }
    },
    [],
  )

  return { busy, run }
}
