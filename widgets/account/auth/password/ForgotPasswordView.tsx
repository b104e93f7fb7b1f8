/** /auth/ForgetPassword: the address to send a reset code to. */
import { checkEmail } from '../../../../shared/contract/account/rules.ts'
import { ensureUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { requestPasswordReset } from '../../../../shared/stores/account/codes.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { emailInput, Field } from '../Field.tsx'
import { SwitchPrompt } from '../login/SwitchPrompt.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { usePending } from '../use-pending.ts'

export default function ForgotPasswordView({ owner }: AccountViewProps) {
  const form = useForm({ email: '' }, { email: checkEmail })
  const { busy, send } = usePending()

  const submit = form.onSubmit(() => {
    void send(
      async () => {
        ensureUserType()
        await requestPasswordReset(form.values.email)
        goTo('/auth/ForgetOtpCodeScreen')
      },
      (message) => showError(message, owner),
    )
  })

  return (
    <form noValidate onSubmit={submit} className="hire-auth-form" aria-label="Reset password">
      <p className="hire-lead">
        Enter the email address of your account and we will send you a code to reset your password.
      </p>
      <Field {...emailInput} {...form.field('email')} />
      <SubmitButton busy={busy}>Send Code</SubmitButton>
      <SwitchPrompt question="Remembered it?" page="/auth/Login">
        Log In
      </SwitchPrompt>
    </form>
  )
}
