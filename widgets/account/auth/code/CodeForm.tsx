/**
 * Enter a 5-digit code sent by email (sign-up and forgotten password alike): the code
 * boxes, Verify ('Please Wait' while sending, back one second after a failure) and the
 * countdown with Resend. 'Please enter valid OTP.' for an incomplete code or when no
 * address is stored to check it against.
 */
import type { FormEvent } from 'react'
import { checkOtp } from '../../../../shared/contract/account/rules.ts'
import { otpSecondsLeft } from '../../../../shared/stores/account/onboarding.ts'
import { SubmitButton } from '../SubmitButton.tsx'
import { usePending } from '../use-pending.ts'
import { SentCodeFields } from './SentCodeFields.tsx'
import { useCodeEntry } from './use-code-entry.ts'

export interface CodeFormProps {
  /** where the code went, or null when no address is stored */
  email: string | null
  onVerify: (otp: string) => Promise<void>
  onResend: () => Promise<void>
  onError: (message: string) => void
}

export function CodeForm({ email, onVerify, onResend, onError }: CodeFormProps) {
  const code = useCodeEntry((digits) => checkOtp(digits, email))
  const { busy, send } = usePending()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.validate()) return
    void send(async () => {
      await onVerify(code.digits.join(''))
    }, onError)
  }

  return (
    <form noValidate onSubmit={submit} className="hire-auth-form" aria-label="Verify code">
      <SentCodeFields
        sentTo={email}
        label="Verification code"
        code={code}
        seconds={() => otpSecondsLeft()}
        onResend={async () => {
          await onResend()
          code.reset()
        }}
        onError={onError}
      />
      <SubmitButton busy={busy}>Verify</SubmitButton>
    </form>
  )
}
