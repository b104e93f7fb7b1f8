/** /auth/VerfiyCodeScreen: the email code after sign-up; verified, onboarding continues. */
import { resendEmailCode, verifyEmailCode } from '../../../../shared/stores/account/codes.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { CodeScreen } from './CodeScreen.tsx'

export default function VerifyCodeView({ owner }: AccountViewProps) {
  return (
    <CodeScreen
      owner={owner}
      verify={async (otp) => goTo((await verifyEmailCode(otp)).path)}
      resend={resendEmailCode}
    />
  )
}
