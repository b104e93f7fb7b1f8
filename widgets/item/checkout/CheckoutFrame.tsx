/**
 * The frame of the checkout islands: the widget styles, a layer for dialogs and the
 * feedback layer. Until hydrated (and on the server, which cannot see this tab's session)
 * it shows `placeholder`, so the first render always matches the server's.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import { LayerContext } from '../../ui/layer.ts'
import uiCss from '../../ui/ui.css?inline'
import checkoutCss from './checkout.css?inline'

export interface CheckoutFrameProps {
  owner: string
  placeholder: ReactNode
  children: () => ReactNode
}

export function CheckoutFrame({ owner, placeholder, children }: CheckoutFrameProps) {
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="hire-widget hire-checkout">
      <style>{uiCss + checkoutCss}</style>
      <LayerContext.Provider value={layer}>
        {hydrated ? children() : placeholder}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}

/** Leaves for another page of the checkout (tests pass a spy instead). */
export const leave = (path: string, replace = false) =>
  replace ? window.location.replace(path) : window.location.assign(path)
