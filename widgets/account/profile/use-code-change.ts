/**
 * The two steps of the email and phone changes: the form sends a code to the new address or
 * number (`send`), then the code step checks it (`code`, the props of `CodeStep`), saves the
 * change, says so and closes the dialog. Errors show once the user has tried a step.
 */
import { type FormEvent, useState } from 'react'
import { checkOtp } from '../../../shared/contract/account/rules.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { emptyCode } from '../auth/code/CodeInput.tsx'
import { useChangeTask } from './use-change-task.ts'

export function useCodeChange<Target>(
  owner: string,
  change: {
    /** sends the code again to where the first one went */
    resend: (sent: Target) => Promise<unknown>
    verify: (sent: Target, code: string) => Promise<unknown>
    saved: string
    onClose: () => void
  },
) {
  const [sent, setSent] = useState<Target | null>(null)
  const [digits, setDigits] = useState(emptyCode)
  const [tried, setTried] = useState(false)
  const { busy, run } = useChangeTask(owner)

  /** Sends the code when the form is `valid`: `request` answers where it went. */
  const send = (event: FormEvent, valid: boolean, request: () => Promise<Target>) => {
    event.preventDefault()
    setTried(true)
    if (!valid) return
    void run(async () => {
      setSent(await request())
      setTried(false)
    })
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (sent === null || checkOtp(digits)) return
    void run(async () => {
      await change.verify(sent, digits.join(''))
      showSuccess(change.saved, owner)
      change.onClose()
    })
  }
  const code = {
    digits,
    onDigits: setDigits,
    error: tried && sent !== null ? checkOtp(digits) : null,
    busy,
    onResend: () => {
      if (sent !== null) void run(() => change.resend(sent))
    },
    onVerify: verify,
    onCancel: change.onClose,
  }
  return { sent, tried: tried && sent === null, busy, send, code }
}
