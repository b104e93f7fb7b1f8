/**
 * Step two of adding the phone number: the 5-digit SMS code (POST /user/verify-change-otp),
 * with a countdown and Resend. 'Please enter valid OTP.' for an incomplete code.
 */
import { type FormEvent, useId } from 'react'
import { phoneLabel } from '../../../../shared/contract/account/fields.ts'
import { accountLimits, checkOtp } from '../../../../shared/contract/account/rules.ts'
import {
  sendPhoneCode,
  verifyPhoneCode,
} from '../../../../shared/stores/account/profile-completion.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { CodeInput } from '../code/CodeInput.tsx'
import { Countdown } from '../code/Countdown.tsx'
import { useCodeEntry } from '../code/use-code-entry.ts'
import { SubmitButton } from '../SubmitButton.tsx'
import { reportFailure, usePending } from '../use-pending.ts'
import type { PhoneEntry } from './PhoneDialog.tsx'

export interface PhoneCodeDialogProps {
  entry: PhoneEntry
  onVerified: () => void
  onClose: () => void
  onError: (message: string) => void
}

export function PhoneCodeDialog({ entry, onVerified, onClose, onError }: PhoneCodeDialogProps) {
  const timerId = useId()
  const code = useCodeEntry((digits) => checkOtp(digits))
  const { busy, run } = usePending()
  const report = (failure: unknown) => reportFailure(failure, onError)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!code.validate()) return
    void run(async () => {
      await verifyPhoneCode(entry.country.dial, entry.mobileNo, code.digits.join(''))
      onVerified()
    }, report)
  }

  return (
    <Dialog title="Verify phone number" onClose={onClose} className="hire-phone-dialog">
      <form noValidate onSubmit={submit}>
        <p className="hire-lead">
          Enter the 5-digit code we sent to{' '}
          <strong>{phoneLabel(`+${entry.country.dial}`, entry.mobileNo)}</strong>.
        </p>
        <CodeInput
          label="Phone verification code"
          digits={code.digits}
          onDigits={code.onDigits}
          error={code.error}
          describedBy={timerId}
        />
        <Countdown
          id={timerId}
          seconds={() => accountLimits.otpCountdownSeconds}
          onResend={async () => {
            try {
              await sendPhoneCode(entry.country.dial, entry.mobileNo)
            } catch (failure) {
              report(failure)
              throw failure
            }
          }}
        />
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy}>Verify</SubmitButton>
        </div>
      </form>
    </Dialog>
  )
}
