/**
 * A call that changes the profile (a form's save, the photo's removal, the email and phone
 * changes): busy while it runs, and the one way these calls fail, the error toast.
 */
import { useState } from 'react'
import { reportError } from '../../../shared/stores/core/feedback.ts'

export function useChangeTask(owner: string) {
  const [busy, setBusy] = useState(false)
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await task()
    } catch (error) {
      reportError(error, { owner })
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
