/**
 * A modal dialog (WAI-ARIA dialog pattern): role=dialog, aria-modal, labelled by its title,
 * focus kept inside and restored on close, Escape and a backdrop click close it. It opens
 * in the browser's top layer (top-layer.ts), so nothing on the page is ever drawn over it.
 */
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useLayer } from './layer.ts'
import { showOnTop } from './top-layer.ts'
import { useDialogFocus } from './use-dialog-focus.ts'

export interface DialogProps {
  title: string
  onClose: () => void
  children?: ReactNode
  /** the title is announced but not shown */
  hideTitle?: boolean
  /** element focused on open; the first focusable one otherwise */
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
  part?: string
  /** shows a close (×) button: for sheets and panels that have no Close/Cancel of their own */
  closeButton?: boolean
}

export function Dialog({
  title,
  onClose,
  children,
  hideTitle,
  initialFocus,
  className,
  part,
  closeButton,
}: DialogProps) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  // Before the focus effect below: focus can only move into a dialog that is shown.
  useLayoutEffect(() => showOnTop(backdrop.current), [])
  const onKeyDown = useDialogFocus(ref, onClose, initialFocus)
  const layer = useLayer()
  const dialog = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click also closes; Escape is the keyboard way
    <div
      ref={backdrop}
      className="hire-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={`hire-dialog ${className ?? ''}`}
        part={part ?? 'dialog'}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={hideTitle ? 'hire-visually-hidden' : 'hire-dialog-title'}>
          {title}
        </h2>
        {children}
        {/* After the content in focus order, so the first field gets focus; placed top-right. */}
        {closeButton ? (
          <button type="button" className="hire-dialog-close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  )
  return layer ? createPortal(dialog, layer) : dialog
}
