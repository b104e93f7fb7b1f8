/**
 * The frame of the card pages' islands: the widget styles, a layer for dialogs, the feedback
 * layer, and a gate. Until the browser has hydrated it (and on the server, which cannot see
 * the session) it shows `placeholder`; a visitor who is not signed in is offered Log In.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import { LayerContext } from '../../ui/layer.ts'
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
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  let body = children
  if (!hydrated) body = placeholder
  else if (!signedIn) {
    body = (
      <div className="hire-cards-state">
        <p>{signInNeeded}</p>
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={() => void promptSignIn({ mode: 'login' })}
        >
          Log In
        </button>
      </div>
    )
  }
  return (
    <div className="hire-widget hire-cards-root">
      <style>{uiCss + cardsCss}</style>
      <LayerContext.Provider value={layer}>
        <div className="hire-cards">{body}</div>
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}
