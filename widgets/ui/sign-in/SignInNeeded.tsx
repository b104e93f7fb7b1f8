/**
 * What a page for signed-in people shows a visitor who is not: why, and Log In (the
 * sign-in dialog; the page carries on once signed in), with Sign Up beside it on some pages.
 * Kept this small on purpose: the console and the wizard carry it in their first loads.
 */
import { type AuthPromptMode, promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'

export interface SignInNeededProps {
  /** why the visitor has to sign in, shown on the page */
  message: string
  /** the prompt's class: each screen places it its own way */
  className: string
  /** also offer Sign Up; the two buttons then sit in a row of this class */
  signUpRow?: string
  /** the dialog repeats `message` above its form (the default); false shows the form alone */
  reasonInDialog?: boolean
}

export function SignInNeeded({
  message,
  className,
  signUpRow,
  reasonInDialog = true,
}: SignInNeededProps) {
  const reason = reasonInDialog ? message : undefined
  const button = (mode: AuthPromptMode, label: string, look: string) => (
    <button type="button" className={look} onClick={() => void promptSignIn({ mode, reason })}>
      {label}
    </button>
  )
  const logIn = button('login', 'Log In', 'hire-button hire-button-primary')
  return (
    <div className={className}>
      <p>{message}</p>
      {signUpRow ? (
        <div className={signUpRow}>
          {logIn}
          {button('signup', 'Sign Up', 'hire-button')}
        </div>
      ) : (
        logIn
      )}
    </div>
  )
}
