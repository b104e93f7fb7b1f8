/**
 * Every element Tab can reach inside `root`, in order, looking into the open shadow roots
 * of the widgets inside it (ui/focus.ts stays within one tree and lives in the shared
 * runtime, which the launcher must not pull in).
 */
function reachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hasAttribute('disabled')) return false
  if (element.localName === 'a' && !element.hasAttribute('href')) return false
  if (element.closest('[inert]')) return false
  return element.getClientRects().length > 0
}

export function deepFocusables(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = []
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    if (element.shadowRoot) found.push(...deepFocusables(element.shadowRoot))
    else if (reachable(element)) found.push(element)
  }
  return found
}
