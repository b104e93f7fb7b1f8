/** /auth/ForgetOtpCodeScreen: the reset code; verified, the user sets a new password. */
import { resendResetCode, verifyResetCode } from '../../../../shared/stores/account/codes.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { CodeScreen } from './CodeScreen.tsx'

export default function ForgotCodeView({ owner }: AccountViewProps) {
  return (
    <CodeScreen
      owner={owner}
      verify={async (otp) => {
        await verifyResetCode(otp)
        goTo('/auth/ResetPassword')
      }}
      resend={resendResetCode}
    />
  )
}
