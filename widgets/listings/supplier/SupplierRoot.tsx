/**
 * The frame of every supplier-page island: the shared widget styles (rendered inside the
 * root, as every widget does), the layer dialogs portal into and the feedback they raise.
 */
import { type ReactNode, useId, useState } from 'react'
import { FeedbackLayer } from '../../ui/FeedbackLayer.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import { LayerContext } from '../../ui/layer.ts'
import uiCss from '../../ui/ui.css?inline'
import supplierCss from './supplier.css?inline'

const styles = uiCss + supplierCss
const withCards = styles + itemCardCss

export interface SupplierRootProps {
  className?: string
  /** item cards need their own styles */
  cards?: boolean
  children: (owner: string) => ReactNode
}

export function SupplierRoot({ className, cards, children }: SupplierRootProps) {
  const owner = useId()
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <div className={`hire-widget hire-supplier ${className ?? ''}`}>
      <style>{cards ? withCards : styles}</style>
      <LayerContext.Provider value={layer}>
        {children(owner)}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}
