/**
 * Email and password sign-in (spec part 1, /auth/Login and the sign-in modal): checked with
 * the account rules before sending, 'Please Wait' while sending, the failure shown and the
 * button back after one second. Google and Facebook below.
 */
import { checkEmail, checkPassword } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { signIn } from '../../../../shared/stores/account/auth-flow.ts'
import { siteHref } from '../../navigate.ts'
import { PasswordField } from '../PasswordField.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { usePending } from '../use-pending.ts'
import { EmailAuthForm, type EmailAuthProps } from './EmailAuthForm.tsx'

export function LoginForm(props: EmailAuthProps) {
  const form = useForm({ email: '', password: '' }, { email: checkEmail, password: checkPassword })
  const { busy, send } = usePending()

  const submit = form.onSubmit(() => {
    void send(
      async () => props.onSignedIn(await signIn(form.values.email, form.values.password)),
      props.onError,
      messages.loginFailed,
    )
  })

  return (
    <EmailAuthForm mode="login" {...props} onSubmit={submit} email={form.field('email')}>
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <p className="hire-form-aside">
        <a href={siteHref('/auth/ForgetPassword')}>Forgot password?</a>
      </p>
      <SubmitButton busy={busy}>Log In</SubmitButton>
    </EmailAuthForm>
  )
}
