/** /auth/Login: the sign-in page. A message left by the previous page shows once. */
import { useEffect } from 'react'
import { ensureUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { takeFlash } from '../../../../shared/stores/account/onboarding.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { goTo, safeNext } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { LoginForm } from './LoginForm.tsx'

export default function LoginView({ owner, next }: AccountViewProps) {
  useEffect(() => {
    ensureUserType()
    const flash = takeFlash()
    if (flash) showSuccess(flash, owner)
  }, [owner])

  return (
    <LoginForm
      onSignedIn={(step) => goTo(step.pending ? step.path : (safeNext(next) ?? step.path))}
      onError={(message) => showError(message, owner)}
    />
  )
}
