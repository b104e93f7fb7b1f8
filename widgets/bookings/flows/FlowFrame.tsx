/**
 * The frame of every booking flow island: the widget styles, a layer for dialogs, the
 * feedback layer, and a gate. The server and the first browser render show `placeholder`
 * (only the browser knows the session and the wizards), so hydration meets the markup it
 * expects; a visitor who is not signed in is offered Log In.
 */
import { type ReactNode, useEffect, useId, useState } from 'react'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import { LayerContext } from '../../ui/layer.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import uiCss from '../../ui/ui.css?inline'
import flowsCss from './flows.css?inline'

export const signInNeeded = 'Log in or sign up to manage your booking.'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** The room a flow's content takes while it loads. */
export function FlowSkeleton({ label = 'Loading your booking' }: { label?: string }) {
  return (
    <div className="flow-skeleton" aria-busy="true">
      <span className="hire-visually-hidden" role="status">
        {label}
      </span>
      <Skeleton height="5rem" />
      <Skeleton height="1.25rem" count={3} />
      <Skeleton height="3rem" width="12rem" />
    </div>
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
  const [layer, setLayer] = useState<HTMLElement | null>(null)

  let body: ReactNode = placeholder
  if (hydrated && !signedIn) {
    body = (
      <div className="flow-state">
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
  } else if (hydrated) body = children(owner)
  return (
    <div className="hire-widget hire-flow">
      <style>{uiCss + flowsCss}</style>
      <LayerContext.Provider value={layer}>
        {body}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}
