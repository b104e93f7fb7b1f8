/**
 * The frame of the card pages' islands: the widget styles, a layer for dialogs, the feedback
 * layer, and a gate. Until the browser has hydrated it (and on the server, which cannot see
 * the session) it shows `placeholder`; a visitor who is not signed in is offered Log In.
 */
import type { ReactNode } from 'react'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import { SignInNeeded } from '../../ui/sign-in/SignInNeeded.tsx'
import uiCss from '../../ui/ui.css?inline'
import cardsCss from './cards.css?inline'

export const signInNeeded = 'Log in or sign up to manage your cards.'

export function CardsFrame({
  owner,
  placeholder,
  children,
}: {
  owner: string
  placeholder: ReactNode
  children: ReactNode
}) {
  const signedIn = useStore($signedIn)
  const hydrated = useHydrated()

  let body = children
  if (!hydrated) body = placeholder
  else if (!signedIn) {
    body = <SignInNeeded message={signInNeeded} className="hire-cards-state" />
  }
  return (
    <IslandRoot className="hire-cards-root" styles={uiCss + cardsCss} owner={owner}>
      <div className="hire-cards">{body}</div>
    </IslandRoot>
  )
}
