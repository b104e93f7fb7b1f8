/**
 * A console form's sending state: `run(send)` marks it busy while `send` runs; when it
 * fails, its message shows as `failure` and the form can be sent again (on success the
 * view moves on, so it stays busy).
 */
import { useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'

export function useSending() {
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (send: () => Promise<void>) => {
    setBusy(true)
    try {
      await send()
    } catch (error) {
      setFailure(messageOf(error))
      setBusy(false)
    }
  }
  return { failure, setFailure, busy, run }
}
