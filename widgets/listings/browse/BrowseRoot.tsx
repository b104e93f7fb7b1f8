/**
 * The root every browsing island renders: its styles, the layer its dialogs use and the
 * feedback layer (a bookmark that failed shows its toast here).
 */
import { type ReactNode, useId } from 'react'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import uiCss from '../../ui/ui.css?inline'
import browseCss from './browse.css?inline'

const styles = uiCss + itemCardCss + browseCss

export function BrowseRoot({ children }: { children: ReactNode }) {
  const owner = useId()
  return (
    <IslandRoot className="hire-browse" styles={styles} owner={owner}>
      {children}
    </IslandRoot>
  )
}
