/**
 * What a page for signed-in people shows a visitor who is not: why, and Log In (the
 * sign-in dialog; the page carries on once signed in).
 */
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'

export function SignInNeeded({ message, className }: { message: string; className: string }) {
  return (
    <div className={className}>
      <p>{message}</p>
      <button
        type="button"
        className="hire-button hire-button-primary"
        onClick={() => void promptSignIn({ mode: 'login', reason: message })}
      >
        Log In
      </button>
    </div>
  )
}
