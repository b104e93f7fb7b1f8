/**
 * The frame of every signed-in account view: its styles, and a gate. A visitor who is not
 * signed in (a guest, or the widget embedded on a partner page before sign-in) is offered
 * the sign-in dialog instead, and nothing is loaded for them.
 */
import type { ReactNode } from 'react'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import type { AccountViewProps } from '../views.ts'
import profileCss from './profile.css?inline'

export const signInNeeded = 'Log in or sign up to see this page.'

export function AccountPage({ children }: { children: ReactNode }) {
  const signedIn = useStore($signedIn)
  return (
    <div className="hire-page hire-profile">
      <style>{profileCss}</style>
      {signedIn ? (
        children
      ) : (
        <div className="hire-state">
          <p>{signInNeeded}</p>
          <div className="hire-actions">
            <button
              type="button"
              className="hire-button hire-button-primary"
              onClick={() => void promptSignIn({ mode: 'login' })}
            >
              Log In
            </button>
            <button
              type="button"
              className="hire-button"
              onClick={() => void promptSignIn({ mode: 'signup' })}
            >
              Sign Up
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

/** A view's body as an account page: `export default accountView(Body)`. */
export const accountView = (Body: (props: AccountViewProps) => ReactNode) =>
  function AccountView(props: AccountViewProps) {
    return (
      <AccountPage>
        <Body {...props} />
      </AccountPage>
    )
  }

/** Placeholder blocks while a view loads, announced once to screen readers. */
export function Loading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <LoadingStatus className="hire-skeleton-stack" label={label}>
      <Skeleton count={rows} height="2.75rem" />
    </LoadingStatus>
  )
}

/** A failed load, with its message and a retry. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="hire-state" role="alert">
      <p className="hire-state-error">{message}</p>
      <button type="button" className="hire-button" onClick={retry}>
        Try again
      </button>
    </div>
  )
}
