/**
 * The busy state of a form's submit button (spec part 1 section 4): 'Please Wait' while the
 * call runs; after a failure the message shows at once and the button comes back after one
 * second, so a double click cannot send twice. After a success it stays busy with
 * `keepBusy` (the page is changing), and is released otherwise.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { messages } from '../../../shared/contract/core/messages.ts'

/** How long the button stays busy after a failure. */
export const failureHoldMs = 1000

/** The message to show for a failure, or null when the visitor cancelled. */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof Error && error.name === 'AbortError') return null
  if (error instanceof Error && error.message) return error.message
  return fallback
}

/** Tells `report` what went wrong (`fallback` when the error says nothing); silent on a cancel. */
export function reportFailure(
  error: unknown,
  report: (message: string) => void,
  fallback: string = messages.somethingWentWrong,
): void {
  const message = failureMessage(error, fallback)
  if (message) report(message)
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

  /**
   * `run` for a step that moves on when it succeeds (the button stays busy while the page
   * changes) and reports the failure's message (`fallback` when it has none) otherwise.
   */
  const send = useCallback(
    (
      task: () => Promise<unknown>,
      report: (message: string) => void,
      fallback: string = messages.somethingWentWrong,
    ) => run(task, (error) => reportFailure(error, report, fallback), { keepBusy: true }),
    [run],
  )

  return { busy, run, send }
}
