/**
 * "Is this overlay really on top?" for browser tests: every interactive element inside an
 * open overlay (also inside shadow roots) must be what a click at its centre reaches. The
 * hit test sees through shadow roots the way a pointer does (document.elementFromPoint,
 * then each shadow root's elementFromPoint), so a page card, the header or a host page's
 * element drawn over the overlay is named in the failure.
 */
import { expect, type Locator } from '@playwright/test'

/** What a person can click or focus inside an overlay. */
const interactive = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[role="option"]',
  '[role="gridcell"]',
  '[role="menuitem"]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="slider"]',
].join(',')

/**
 * How many interactive elements of `overlay` were checked, and those a click at whose
 * centre reaches something else, each with what covers it.
 */
export function coveredInOverlay(
  overlay: Locator,
): Promise<{ checked: number; covered: string[] }> {
  return overlay.evaluate((root, selector) => {
    const nameOf = (element: Element | null): string => {
      if (!element) return 'nothing (off-screen)'
      const id = element.id ? `#${element.id}` : ''
      const classes =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)
      return `<${element.localName}${id}${classes}>${name ? ` "${name}"` : ''}`
    }
    // A pointer at (x, y): the document's hit, then down through every open shadow root.
    const hitAt = (x: number, y: number): Element | null => {
      let hit = document.elementFromPoint(x, y)
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y)
        if (!inner || inner === hit) break
        hit = inner
      }
      return hit
    }
    // Ancestry across shadow boundaries (a hit inside a host's shadow belongs to the host).
    const within = (node: Node | null, target: Element): boolean => {
      for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null)
        if (at === target) return true
      return false
    }
    const collect = (scope: Element | ShadowRoot, found: Element[]) => {
      for (const element of scope.querySelectorAll('*')) {
        if (element.matches(selector)) found.push(element)
        if (element.shadowRoot) collect(element.shadowRoot, found)
      }
      return found
    }
    const problems: string[] = []
    let checked = 0
    for (const element of collect(root, root.matches(selector) ? [root] : [])) {
      const box = element.getBoundingClientRect()
      // Visually hidden helpers (1 px) and collapsed parts are not something to click.
      if (box.width <= 1 || box.height <= 1) continue
      if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue
      checked += 1
      // Only as far as needed: centring would move every row of a scrolling list to the one
      // spot where nothing covers it.
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const rect = element.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      const offScreen = x < 0 || y < 0 || x >= innerWidth || y >= innerHeight
      const hit = offScreen ? null : hitAt(x, y)
      if (hit && within(hit, element)) continue
      // A click on an input's label reaches the input (styled checkboxes, range labels).
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
      if (hit && labels && [...labels].some((label) => within(hit, label))) continue
      problems.push(`${nameOf(element)} is covered by ${nameOf(hit)}`)
    }
    return { checked, covered: problems }
  }, interactive)
}

/** Fails naming each covered element and what covers it. */
export async function expectOverlayOnTop(overlay: Locator, what: string): Promise<void> {
  await expect(overlay).toBeVisible()
  const { checked, covered } = await coveredInOverlay(overlay)
  expect(checked, `${what}: no interactive element found`).toBeGreaterThan(0)
  expect(covered, `${what}: interactive elements under something else`).toEqual([])
}
