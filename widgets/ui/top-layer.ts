/**
 * The browser's top layer (a manual popover): an element shown there paints above the
 * whole document, whatever stacking contexts (z-index, isolation, transforms, container
 * queries) the widget sits in, on our pages and on a partner's. Modal dialogs and sheets
 * open there, so no z-index has to outbid the page around them. A browser without
 * popovers keeps the z-index fallback of ui.css.
 */
export function showOnTop(element: HTMLElement | null): () => void {
  return showInTopLayer(element, false)
}

/**
 * Like `showOnTop`, for an element that must stay rendered when it leaves the top layer
 * (the toasts' live regions: a hidden popover would drop them from the accessibility
 * tree, and a screen reader announces only changes to regions it already knows). Shown
 * last, it paints above a dialog opened before it.
 */
export function raiseWhileShown(element: HTMLElement | null): () => void {
  return showInTopLayer(element, true)
}

function showInTopLayer(element: HTMLElement | null, keepRendered: boolean): () => void {
  if (!element || typeof element.showPopover !== 'function') return () => {}
  try {
    element.popover = 'manual'
    element.showPopover()
  } catch {
    // Not connected yet, or a browser that refuses: the z-index fallback applies.
    element.removeAttribute('popover')
    return () => {}
  }
  return () => {
    if (element.isConnected && element.matches(':popover-open')) element.hidePopover()
    if (keepRendered) element.removeAttribute('popover')
  }
}
