/**
 * Email and password sign-in (spec part 1, /auth/Login and the sign-in modal): checked with
 * the account rules before sending, 'Please Wait' while sending, the failure shown and the
 * button back after one second. Google and Facebook below.
 */
import { checkEmail, checkPassword } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import type { NextStep } from '../../../../shared/domain/account/onboarding.ts'
import { signIn } from '../../../../shared/stores/account/auth-flow.ts'
import { siteHref } from '../../navigate.ts'
import { emailInput, Field } from '../Field.tsx'
import { PasswordField } from '../PasswordField.tsx'
import { SocialButtons } from '../SocialButtons.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { usePending } from '../use-pending.ts'
import { SwitchPrompt } from './SwitchPrompt.tsx'

export interface LoginFormProps {
  onSignedIn: (next: NextStep) => void
  onError: (message: string) => void
  /** in the modal: switch to sign-up in place instead of following the link */
  onSignup?: () => void
}

export function LoginForm({ onSignedIn, onError, onSignup }: LoginFormProps) {
  const form = useForm({ email: '', password: '' }, { email: checkEmail, password: checkPassword })
  const { busy, send } = usePending()

  const submit = form.onSubmit(() => {
    void send(
      async () => onSignedIn(await signIn(form.values.email, form.values.password)),
      onError,
      messages.loginFailed,
    )
  })

  return (
    <div className="hire-auth-form">
      <form noValidate onSubmit={submit} aria-label="Log in with email">
        <Field {...emailInput} {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p className="hire-form-aside">
          <a href={siteHref('/auth/ForgetPassword')}>Forgot password?</a>
        </p>
        <SubmitButton busy={busy}>Log In</SubmitButton>
      </form>
      <SocialButtons mode="login" onSignedIn={onSignedIn} onError={onError} />
      <SwitchPrompt question="Don’t have an account?" page="/auth/Signup" onSwitch={onSignup}>
        Sign Up
      </SwitchPrompt>
    </div>
  )
}
