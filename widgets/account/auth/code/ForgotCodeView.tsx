/** /auth/ForgetOtpCodeScreen: the reset code; verified, the user sets a new password. */
import {
  resendResetCode,
  storedEmail,
  verifyResetCode,
} from '../../../../shared/stores/account/codes.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { CodeForm } from './CodeForm.tsx'

export default function ForgotCodeView({ owner }: AccountViewProps) {
  return (
    <CodeForm
      email={storedEmail()}
      onVerify={async (otp) => {
        await verifyResetCode(otp)
        goTo('/auth/ResetPassword')
      }}
      onResend={async () => {
        await resendResetCode()
        showSuccess('A new code has been sent.', owner)
      }}
      onError={(message) => showError(message, owner)}
    />
  )
}
