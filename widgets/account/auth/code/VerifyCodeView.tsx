/** /auth/VerfiyCodeScreen: the email code after sign-up; verified, onboarding continues. */
import {
  resendEmailCode,
  storedEmail,
  verifyEmailCode,
} from '../../../../shared/stores/account/codes.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { CodeForm } from './CodeForm.tsx'

export default function VerifyCodeView({ owner }: AccountViewProps) {
  return (
    <CodeForm
      email={storedEmail()}
      onVerify={async (otp) => goTo((await verifyEmailCode(otp)).path)}
      onResend={async () => {
        await resendEmailCode()
        showSuccess('A new code has been sent.', owner)
      }}
      onError={(message) => showError(message, owner)}
    />
  )
}
