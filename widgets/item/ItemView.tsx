/**
 * The item detail with everything around it: styles (rendered inside the root so they work
 * in a shadow root and as an island), the layer dialogs portal into, and the feedback the
 * dialogs raise. The island of /equipments/{id} and `<hire-item>` both render this.
 */
import { useId } from 'react'
import type { ItemDetail as Item } from '../../shared/contract/catalogue/items.ts'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import uiCss from '../ui/ui.css?inline'
import { ItemDetail } from './ItemDetail.tsx'
import itemCss from './item.css?inline'

export const itemStyles = uiCss + itemCss

export interface ItemViewProps {
  item: Item
  siteBase?: string
}

export function ItemView({ item, siteBase = '' }: ItemViewProps) {
  const owner = useId()
  return (
    <IslandRoot className="hire-item-root" styles={itemStyles} owner={owner}>
      <ItemDetail item={item} siteBase={siteBase} owner={owner} />
    </IslandRoot>
  )
}

export default ItemView
