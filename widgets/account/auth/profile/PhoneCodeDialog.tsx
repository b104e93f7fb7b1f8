/**
 * Step two of adding the phone number: the 5-digit SMS code (POST /user/verify-change-otp),
 * with a countdown and Resend. 'Please enter valid OTP.' for an incomplete code.
 */
import type { FormEvent } from 'react'
import { phoneLabel } from '../../../../shared/contract/account/fields.ts'
import { accountLimits, checkOtp } from '../../../../shared/contract/account/rules.ts'
import {
  sendPhoneCode,
  verifyPhoneCode,
} from '../../../../shared/stores/account/profile-completion.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { SentCodeFields } from '../code/SentCodeFields.tsx'
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
  const code = useCodeEntry((digits) => checkOtp(digits))
  const { busy, run } = usePending()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!code.validate()) return
    void run(
      async () => {
        await verifyPhoneCode(entry.country.dial, entry.mobileNo, code.digits.join(''))
        onVerified()
      },
      (failure) => reportFailure(failure, onError),
    )
  }

  return (
    <Dialog title="Verify phone number" onClose={onClose} className="hire-phone-dialog">
      <form noValidate onSubmit={submit}>
        <SentCodeFields
          sentTo={phoneLabel(`+${entry.country.dial}`, entry.mobileNo)}
          label="Phone verification code"
          code={code}
          seconds={() => accountLimits.otpCountdownSeconds}
          onResend={() => sendPhoneCode(entry.country.dial, entry.mobileNo)}
          onError={onError}
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
