/**
 * Focus helpers that see through shadow roots: inside a widget, document.activeElement is
 * the host element, so the real focused element is found by walking shadow roots.
 */
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.hasAttribute('hidden') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** The focused element within the tree (document or shadow root) that holds `node`. */
export function activeWithin(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}
