/**
 * The frame of every end-of-booking island: the widget styles, a layer for dialogs and the
 * feedback layer. Until hydrated (and on the server, which cannot see this tab's wizards or
 * the session) it shows `placeholder`, so the first browser render matches the server's.
 * Steps with a placeholder need the signed-in hirer: nothing of theirs loads before the
 * session is there, and a visitor who is not signed in is offered Log In.
 */
import { type ComponentType, type ReactNode, useId } from 'react'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import { SignInNeeded } from '../../ui/sign-in/SignInNeeded.tsx'
import uiCss from '../../ui/ui.css?inline'
import endCss from './booking-end.css?inline'
import formsCss from './end-forms.css?inline'

export interface FrameProps {
  owner: string
  /** shown until hydrated; without one the content renders on the server too */
  placeholder?: ReactNode
  /** rendered once hydrated (when there is a placeholder), so it may read this tab's storage */
  children: () => ReactNode
}

export const signInNeeded = 'Log in or sign up to finish your booking.'

export function Frame({ owner, placeholder, children }: FrameProps) {
  const hydrated = useHydrated()
  const signedIn = useStore($signedIn)
  let body: ReactNode
  if (placeholder === undefined) body = children()
  else if (!hydrated) body = placeholder
  else if (!signedIn) {
    body = <SignInNeeded message={signInNeeded} className="end-section" />
  } else body = children()
  return (
    <IslandRoot
      className="hire-booking-end"
      styles={uiCss + itemCardCss + endCss + formsCss}
      owner={owner}
    >
      {body}
    </IslandRoot>
  )
}

/** Leaves for another page (tests pass a spy instead). */
export type Navigate = (path: string, replace?: boolean) => void

export const leave: Navigate = (path, replace = false) =>
  replace ? window.location.replace(path) : window.location.assign(path)

/** What a signed-in step gets from its page: how it leaves, and the frame's owner for its dialogs. */
export interface StepProps {
  navigate: Navigate
  owner: string
}

/**
 * The island of a step that needs the signed-in hirer: the frame with `Placeholder` until
 * hydrated, then `Step`. The page's own props pass through; without `navigate` it leaves
 * through the address bar.
 */
export function signedInStep<S extends StepProps>(
  Step: ComponentType<S>,
  Placeholder: ComponentType,
) {
  return function SignedInStep({
    navigate = leave,
    ...props
  }: Omit<S, keyof StepProps> & { navigate?: Navigate }) {
    const owner = useId()
    return (
      <Frame owner={owner} placeholder={<Placeholder />}>
        {() => <Step {...(props as S)} navigate={navigate} owner={owner} />}
      </Frame>
    )
  }
}
