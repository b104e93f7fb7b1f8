/**
 * What the site header shows over the page, loaded on first need: the sign-in prompt
 * (AuthPromptLayer), feedback (the Log out confirmation) and the tour. Rendered into a
 * layer at the end of <body>, so the header's stacking and position never clip them.
 */
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import { LayerContext } from '../../ui/layer.ts'
import uiCss from '../../ui/ui.css?inline'
import { AuthPromptLayer } from '../AuthPromptLayer.tsx'
import accountCss from '../account.css?inline'
import menuCss from './menu.css?inline'
import { Tour } from './Tour.tsx'

/** Feedback raised by the header (its confirmation dialogs) shows in this layer. */
export const headerOwner = 'hire-header'

const styles = uiCss + accountCss + menuCss

export function HeaderOverlays() {
  const [root, setRoot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const element = document.createElement('div')
    element.className = 'hire-widget hire-account hire-header-layer'
    document.body.append(element)
    setRoot(element)
    return () => element.remove()
  }, [])
  if (!root) return null
  return createPortal(
    <LayerContext.Provider value={root}>
      <style>{styles}</style>
      <FeedbackLayer owner={headerOwner} />
      <AuthPromptLayer />
      <Tour />
    </LayerContext.Provider>,
    root,
  )
}
