/**
 * The root every element and island renders: its styles in its own `<style>` (the same in
 * a shadow root and on our pages), the layer its overlays render into (outside any size
 * container, see `layer.ts`) and the feedback layer (toasts, the Error and Success modals,
 * the offline card) of `owner`.
 */
import { type ReactNode, type Ref, useState } from 'react'
import { FeedbackLayer } from './FeedbackLayer.tsx'
import { LayerContext } from './layer.ts'

export interface IslandRootProps {
  /** the widget's own classes, after `hire-widget` */
  className: string
  styles: string
  owner: string
  children: ReactNode
  rootRef?: Ref<HTMLDivElement>
}

export function IslandRoot({ className, styles, owner, children, rootRef }: IslandRootProps) {
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <div ref={rootRef} className={`hire-widget ${className}`}>
      <style>{styles}</style>
      <LayerContext.Provider value={layer}>
        {children}
        <FeedbackLayer owner={owner} />
      </LayerContext.Provider>
      <div ref={setLayer} className="hire-layer" />
    </div>
  )
}
