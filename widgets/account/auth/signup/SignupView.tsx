/** /auth/Signup: the sign-up page; a new account continues to the email code. */
import { useEffect } from 'react'
import { ensureUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { SignupForm } from './SignupForm.tsx'

export default function SignupView({ owner }: AccountViewProps) {
  useEffect(() => {
    ensureUserType()
  }, [])
  return (
    <SignupForm
      onSignedIn={(step) => goTo(step.path)}
      onError={(message) => showError(message, owner)}
    />
  )
}
