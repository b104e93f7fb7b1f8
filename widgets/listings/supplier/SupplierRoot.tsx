/**
 * The frame of every supplier-page island: the shared widget styles (rendered inside the
 * root, as every widget does), the layer dialogs portal into and the feedback they raise.
 */
import { type ReactNode, useId } from 'react'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
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
  return (
    <IslandRoot
      className={`hire-supplier ${className ?? ''}`}
      styles={cards ? withCards : styles}
      owner={owner}
    >
      {children(owner)}
    </IslandRoot>
  )
}
