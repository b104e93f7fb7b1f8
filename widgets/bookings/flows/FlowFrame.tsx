/**
 * The frame of every booking flow island: the widget styles, a layer for dialogs, the
 * feedback layer, and a gate. The server and the first browser render show `placeholder`
 * (only the browser knows the session and the wizards), so hydration meets the markup it
 * expects; a visitor who is not signed in is offered Log In.
 */
import { type ReactNode, useId } from 'react'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import { SignInNeeded } from '../../ui/sign-in/SignInNeeded.tsx'
import uiCss from '../../ui/ui.css?inline'
import flowsCss from './flows.css?inline'

export const signInNeeded = 'Log in or sign up to manage your booking.'

/** The room a flow's content takes while it loads. */
export function FlowSkeleton({ label = 'Loading your booking' }: { label?: string }) {
  return (
    <LoadingStatus className="flow-skeleton" label={label}>
      <Skeleton height="5rem" />
      <Skeleton height="1.25rem" count={3} />
      <Skeleton height="3rem" width="12rem" />
    </LoadingStatus>
  )
}

export function FlowFrame({
  children,
  placeholder = <FlowSkeleton />,
}: {
  children: (owner: string) => ReactNode
  placeholder?: ReactNode
}) {
  const owner = useId()
  const signedIn = useStore($signedIn)
  const hydrated = useHydrated()

  let body: ReactNode = placeholder
  if (hydrated && !signedIn) {
    body = <SignInNeeded message={signInNeeded} className="flow-state" />
  } else if (hydrated) body = children(owner)
  return (
    <IslandRoot className="hire-flow" styles={uiCss + flowsCss} owner={owner}>
      {body}
    </IslandRoot>
  )
}
