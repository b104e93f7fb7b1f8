/**
 * /auth/Login: the sign-in page. A message left by the previous page shows once. Whoever is
 * already signed in (here, or a moment ago in another widget on the same page, which shares
 * the session) sees who they are and a way on instead of a form they no longer need.
 */
import { useEffect } from 'react'
import { ensureUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { takeFlash } from '../../../../shared/stores/account/onboarding.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { $signedIn, $user } from '../../../../shared/stores/core/session.ts'
import { useStore } from '../../../runtime/use-store.ts'
import { goTo, safeNext, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { LoginForm } from './LoginForm.tsx'

function SignedIn({ next }: { next?: string | undefined }) {
  const user = useStore($user)
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email
  return (
    <div className="hire-account-state" role="status">
      <p>{name ? `You are signed in as ${name}.` : 'You are signed in.'}</p>
      <a className="hire-button hire-button-primary" href={siteHref(safeNext(next) ?? '/')}>
        Continue
      </a>
    </div>
  )
}

export default function LoginView({ owner, next }: AccountViewProps) {
  const signedIn = useStore($signedIn)

  useEffect(() => {
    ensureUserType()
    const flash = takeFlash()
    if (flash) showSuccess(flash, owner)
  }, [owner])

  if (signedIn) return <SignedIn next={next} />
  return (
    <LoginForm
      onSignedIn={(step) => goTo(step.pending ? step.path : (safeNext(next) ?? step.path))}
      onError={(message) => showError(message, owner)}
    />
  )
}
