/**
 * /auth/ResetPassword, 'Create New Password': the new password twice (at most 20
 * characters, typed: pasting is blocked), then back to login with a success message.
 * Without a verified reset code there is nothing to reset: the page says so.
 */
import { useState } from 'react'
import { accountLimits, checkPassword } from '../../../../shared/contract/account/rules.ts'
import { canResetPassword, resetPassword } from '../../../../shared/stores/account/codes.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { newPasswordHint, PasswordField, type PasswordFieldProps } from '../PasswordField.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { usePending } from '../use-pending.ts'

export const passwordsDiffer = 'Passwords do not match'

/** Both fields: a new password, typed (pasting is blocked). */
const typedNewPassword = {
  autoComplete: 'new-password',
  maxLength: accountLimits.passwordMax,
  blockPaste: true,
} satisfies Partial<PasswordFieldProps>

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
  const { busy, send } = usePending()

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

  const submit = form.onSubmit(() => {
    void send(
      async () => {
        await resetPassword(form.values.password)
        goTo('/auth/Login')
      },
      (message) => showError(message, owner),
    )
  })

  return (
    <form noValidate onSubmit={submit} className="hire-auth-form" aria-label="Create new password">
      <PasswordField
        label="New password"
        hint={newPasswordHint}
        {...typedNewPassword}
        {...form.field('password')}
      />
      <PasswordField label="Confirm password" {...typedNewPassword} {...form.field('confirm')} />
      <SubmitButton busy={busy}>Save Password</SubmitButton>
    </form>
  )
}
