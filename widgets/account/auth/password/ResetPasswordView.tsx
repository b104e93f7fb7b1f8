/**
 * /auth/ResetPassword, 'Create New Password': the new password twice (at most 20
 * characters, typed: pasting is blocked), then back to login with a success message.
 * Without a verified reset code there is nothing to reset: the page says so.
 */
import { type FormEvent, useState } from 'react'
import { accountLimits, checkPassword } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { canResetPassword, resetPassword } from '../../../../shared/stores/account/codes.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { PasswordField } from '../PasswordField.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { failureMessage, usePending } from '../use-pending.ts'

export const passwordsDiffer = 'Passwords do not match'

export default function ResetPasswordView({ owner }: AccountViewProps) {
  const [ready] = useState(canResetPassword)
  const form = useForm(
    { password: '', confirm: '' },
    {
      password: checkPassword,
      confirm: (value, all) =>
        value ? (value === all.password ? null : passwordsDiffer) : checkPassword(value),
    },
  )
  const { busy, run } = usePending()

  if (!ready) {
    return (
      <div className="hire-account-state" role="alert">
        <p>This password reset has expired. Please request a new code.</p>
        <a className="hire-button hire-button-primary" href={siteHref('/auth/ForgetPassword')}>
          Request a new code
        </a>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.check()) return
    void run(
      async () => {
        await resetPassword(form.values.password)
        goTo('/auth/Login')
      },
      (error) => {
        const message = failureMessage(error, messages.somethingWentWrong)
        if (message) showError(message, owner)
      },
      { keepBusy: true },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="hire-auth-form" aria-label="Create new password">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        blockPaste
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        error={form.errors.password}
        hint="8 to 20 characters, with an upper case letter, a lower case letter and a digit."
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        blockPaste
        value={form.values.confirm}
        onValue={(value) => form.set('confirm', value)}
        error={form.errors.confirm}
      />
      <SubmitButton busy={busy}>Save Password</SubmitButton>
    </form>
  )
}
