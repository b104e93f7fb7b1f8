/**
 * The frame of every end-of-booking island: the widget styles, a layer for dialogs and the
 * feedback layer. Until hydrated (and on the server, which cannot see this tab's wizards or
 * the session) it shows `placeholder`, so the first browser render matches the server's.
 * Steps with a placeholder need the signed-in hirer: nothing of theirs loads before the
 * session is there, and a visitor who is not signed in is offered Log In.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import { LayerContext } from '../../ui/layer.ts'
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
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const signedIn = useStore($signedIn)
  useEffect(() => setHydrated(true), [])
  let body: ReactNode
  if (placeholder === undefined) body = children()
  else if (!hydrated) body = placeholder
  else if (!signedIn) {
    body = (
      <div className="end-section">
        <p>{signInNeeded}</p>
        <div className="end-actions">
          <button
            type="button"
            className="hire-button hire-button-primary"
            onClick={() => void promptSignIn({ mode: 'login', reason: signInNeeded })}
          >
            Log In
          </button>
        </div>
      </div>
    )
  } else body = children()
  return (
    <div className="hire-widget hire-booking-end">
      <style>{uiCss + itemCardCss + endCss + formsCss}</style>
      <LayerContext.Provider value={layer}>
        {body}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}

/** Leaves for another page (tests pass a spy instead). */
export type Navigate = (path: string, replace?: boolean) => void

export const leave: Navigate = (path, replace = false) =>
  replace ? window.location.replace(path) : window.location.assign(path)
