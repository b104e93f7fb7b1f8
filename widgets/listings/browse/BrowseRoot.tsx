/**
 * The root every browsing island renders: its styles, the layer its dialogs use and the
 * feedback layer (a bookmark that failed shows its toast here).
 */
import { type ReactNode, useId, useState } from 'react'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import { LayerContext } from '../../ui/layer.ts'
import uiCss from '../../ui/ui.css?inline'
import browseCss from './browse.css?inline'

const styles = uiCss + itemCardCss + browseCss

export function BrowseRoot({ children }: { children: ReactNode }) {
  const owner = useId()
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <div className="hire-widget hire-browse">
      <style>{styles}</style>
      <LayerContext.Provider value={layer}>
        {children}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}
