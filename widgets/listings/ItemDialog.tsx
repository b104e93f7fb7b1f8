/**
 * An item opened inline: `<hire-item item-id>` in a modal dialog inside our shadow root.
 *
 * The loader watches the page's document only, so it never sees a tag created inside a
 * shadow root: the dialog imports the element itself (the same chunk the loader would
 * fetch, so a page pays for it once). The item renders in its own shadow root, where the
 * dialog's focus rules cannot see its links and buttons, so Tab cycling is done here,
 * reaching into that root: Close, then everything in the item, then back to Close.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { Dialog } from '../ui/Dialog.tsx'
import { focusableIn } from '../ui/focus.ts'
import { loadOnce } from '../ui/lazy/load-once.ts'

export interface ItemDialogProps {
  itemId: string
  itemName: string
  onClose: () => void
}

/** Loads `<hire-item>` once; a failure is retried on the next open. */
export const loadItemElement: () => Promise<unknown> = loadOnce(() => import('../item/element.ts'))

function itemFocusables(item: HTMLElement | null): HTMLElement[] {
  const root = item?.shadowRoot
  if (!root) return []
  // The item's own dialogs (questions, carbon) trap focus themselves.
  return focusableIn(root as unknown as HTMLElement).filter(
    (element) => !element.closest('[role="dialog"]'),
  )
}

export function ItemDialog({ itemId, itemName, onClose }: ItemDialogProps) {
  const close = useRef<HTMLButtonElement>(null)
  const item = useRef<HTMLElement>(null)

  useEffect(() => {
    loadItemElement().catch(() => {
      // The element stays undefined and shows nothing; hire-item reports its own errors.
    })
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    const inner = item.current?.shadowRoot?.activeElement as HTMLElement | null | undefined
    // Inside one of the item's own dialogs: its rules apply.
    if (inner?.closest('[role="dialog"]')) return
    event.stopPropagation()
    const focusables = itemFocusables(item.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    const fromClose = (event.target as Node) === close.current
    if (fromClose && (event.shiftKey ? !last : !first)) {
      event.preventDefault()
    } else if (fromClose && event.shiftKey) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && inner && inner === last) {
      event.preventDefault()
      close.current?.focus()
    }
  }

  return (
    <Dialog
      title={itemName}
      hideTitle
      onClose={onClose}
      className="listings-item-dialog"
      part="item-dialog"
      initialFocus={close}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only routes Tab between Close and the item */}
      <div className="listings-item-dialog-body" onKeyDown={onKeyDown}>
        <button
          ref={close}
          type="button"
          className="hire-dialog-close"
          aria-label="Close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <hire-item ref={item} item-id={itemId} />
      </div>
    </Dialog>
  )
}
