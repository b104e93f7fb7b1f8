/**
 * Where a widget's overlays (dialogs, sheets) render: a layer element at the widget root,
 * outside the parts that use container queries, since a size container would otherwise
 * become the containing block of their fixed positioning.
 */
import { createContext, useContext } from 'react'

export const LayerContext = createContext<HTMLElement | null>(null)

export function useLayer(): HTMLElement | null {
  return useContext(LayerContext)
}
