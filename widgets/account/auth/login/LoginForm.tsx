/**
 * Email and password sign-in (spec part 1, /auth/Login and the sign-in modal): checked with
 * the account rules before sending, 'Please Wait' while sending, the failure shown and the
 * button back after one second. Google and Facebook below.
 */
import type { FormEvent } from 'react'
import { checkEmail, checkPassword } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import type { NextStep } from '../../../../shared/domain/account/onboarding.ts'
import { signIn } from '../../../../shared/stores/account/auth-flow.ts'
import { siteHref } from '../../navigate.ts'
import { Field } from '../Field.tsx'
import { PasswordField } from '../PasswordField.tsx'
import { SocialButtons } from '../SocialButtons.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { failureMessage, usePending } from '../use-pending.ts'

export interface LoginFormProps {
  onSignedIn: (next: NextStep) => void
  onError: (message: string) => void
  /** in the modal: switch to sign-up in place instead of following the link */
  onSignup?: () => void
}

export function LoginForm({ onSignedIn, onError, onSignup }: LoginFormProps) {
  const form = useForm({ email: '', password: '' }, { email: checkEmail, password: checkPassword })
  const { busy, run } = usePending()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.check()) return
    void run(
      async () => {
        onSignedIn(await signIn(form.values.email, form.values.password))
      },
      (error) => {
        const message = failureMessage(error, messages.loginFailed)
        if (message) onError(message)
      },
      { keepBusy: true },
    )
  }

  return (
    <div className="hire-auth-form">
      <form noValidate onSubmit={submit} aria-label="Log in with email">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.email}
          onValue={(value) => form.set('email', value)}
          error={form.errors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={form.values.password}
          onValue={(value) => form.set('password', value)}
          error={form.errors.password}
        />
        <p className="hire-form-aside">
          <a href={siteHref('/auth/ForgetPassword')}>Forgot password?</a>
        </p>
        <SubmitButton busy={busy}>Log In</SubmitButton>
      </form>
      <SocialButtons mode="login" onSignedIn={onSignedIn} onError={onError} />
      <p className="hire-switch">
        Don’t have an account?{' '}
        {onSignup ? (
          <button type="button" className="hire-link" onClick={onSignup}>
            Sign Up
          </button>
        ) : (
          <a href={siteHref('/auth/Signup')}>Sign Up</a>
        )}
      </p>
    </div>
  )
}
