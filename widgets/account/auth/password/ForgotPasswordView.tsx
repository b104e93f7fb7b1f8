/** /auth/ForgetPassword: the address to send a reset code to. */
import type { FormEvent } from 'react'
import { checkEmail } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { ensureUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { requestPasswordReset } from '../../../../shared/stores/account/codes.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { Field } from '../Field.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { failureMessage, usePending } from '../use-pending.ts'

export default function ForgotPasswordView({ owner }: AccountViewProps) {
  const form = useForm({ email: '' }, { email: checkEmail })
  const { busy, run } = usePending()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.check()) return
    void run(
      async () => {
        ensureUserType()
        await requestPasswordReset(form.values.email)
        goTo('/auth/ForgetOtpCodeScreen')
      },
      (error) => {
        const message = failureMessage(error, messages.somethingWentWrong)
        if (message) showError(message, owner)
      },
      { keepBusy: true },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="hire-auth-form" aria-label="Reset password">
      <p className="hire-lead">
        Enter the email address of your account and we will send you a code to reset your password.
      </p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onValue={(value) => form.set('email', value)}
        error={form.errors.email}
      />
      <SubmitButton busy={busy}>Send Code</SubmitButton>
      <p className="hire-switch">
        Remembered it? <a href={siteHref('/auth/Login')}>Log In</a>
      </p>
    </form>
  )
}
