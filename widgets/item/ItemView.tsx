/**
 * The item detail with everything around it: styles (rendered inside the root so they work
 * in a shadow root and as an island), the layer dialogs portal into, and the feedback the
 * dialogs raise. The island of /equipments/{id} and `<hire-item>` both render this.
 */
import { useId, useState } from 'react'
import type { ItemDetail as Item } from '../../shared/contract/catalogue/items.ts'
import { FeedbackLayer } from '../ui/FeedbackLayer.tsx'
import { LayerContext } from '../ui/layer.ts'
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
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <div className="hire-widget hire-item-root">
      <style>{itemStyles}</style>
      <LayerContext.Provider value={layer}>
        <ItemDetail item={item} siteBase={siteBase} owner={owner} />
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}

export default ItemView
