/**
 * The frame of every signed-in account view: its styles, and a gate. A visitor who is not
 * signed in (a guest, or the widget embedded on a partner page before sign-in) is offered
 * the sign-in dialog instead, and nothing is loaded for them.
 */
import type { ReactNode } from 'react'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import { SignInNeeded } from '../../ui/sign-in/SignInNeeded.tsx'
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
        <SignInNeeded
          message={signInNeeded}
          className="hire-state"
          signUpRow="hire-actions"
          reasonInDialog={false}
        />
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

/** A failed load, with its message and Try again, stacked like the page's other states. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return <RetryAlert className="hire-state" message={message} label="Try again" onRetry={retry} />
}
