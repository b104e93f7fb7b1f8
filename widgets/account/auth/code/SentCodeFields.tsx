/**
 * The part of every 'enter the code we sent' form: where the code went, the code boxes
 * described by the countdown, and Resend, which reports its failure and keeps the countdown
 * at zero. Sign-up and sign-in codes (`CodeForm`) and the phone number's SMS code.
 */
import { useId } from 'react'
import { reportFailure } from '../use-pending.ts'
import { CodeInput } from './CodeInput.tsx'
import { Countdown } from './Countdown.tsx'
import type { useCodeEntry } from './use-code-entry.ts'

export interface SentCodeFieldsProps {
  /** the address or number the code went to, or null when none is stored */
  sentTo: string | null
  /** what the boxes are called to screen readers */
  label: string
  code: ReturnType<typeof useCodeEntry>
  /** seconds until Resend */
  seconds: () => number
  /** asks for a new code */
  onResend: () => Promise<void>
  onError: (message: string) => void
}

export function SentCodeFields({
  sentTo,
  label,
  code,
  seconds,
  onResend,
  onError,
}: SentCodeFieldsProps) {
  const timerId = useId()
  const resend = async () => {
    try {
      await onResend()
    } catch (failure) {
      reportFailure(failure, onError)
      throw failure
    }
  }
  return (
    <>
      <p className="hire-lead">
        {sentTo ? (
          <>
            Enter the 5-digit code we sent to <strong>{sentTo}</strong>.
          </>
        ) : (
          'Enter the 5-digit code we sent to your email.'
        )}
      </p>
      <CodeInput
        label={label}
        digits={code.digits}
        onDigits={code.onDigits}
        error={code.error}
        describedBy={timerId}
      />
      <Countdown id={timerId} seconds={seconds} onResend={resend} />
    </>
  )
}
