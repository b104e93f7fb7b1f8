import { expect, type Locator, type Page, test } from '@playwright/test'
import axeCore from 'axe-core'
import { contrast } from '../../shared/format/theme.ts'

/** What one axe analysis of a whole page may add to its test's time on a busy machine. */
const axeAllowanceMs = 30_000

interface Finding {
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/**
 * axe-core on the current page (or below the `include` selector, shadow roots included): no
 * serious or critical violation is allowed. axe is put into each frame once per document
 * and run there directly. The packaged builder opened a second page for every analysis
 * and sent axe's half-megabyte source again each time, which made an analysis four to
 * eight times slower than axe's own work; the rules and their results are the same.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // A slow step gets its own time instead of eating the journey's.
  test.info().setTimeout(test.info().timeout + axeAllowanceMs)
  for (const frame of page.frames()) {
    // A string runs through the debugging protocol, which the page's CSP does not govern.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeCore.source)
  }
  const findings: Finding[] = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof axeCore }
    // Only the violations are reported in full; the passes would be thousands of nodes.
    const results = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, include)
  const blocking = findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => `${finding.id}: ${finding.help} (${finding.targets.join(', ')})`)
  expect(blocking, blocking.join('\n')).toEqual([])
}

/**
 * How long islands may take to hydrate. Astro hydrates an island once the page's scripts
 * have loaded and the browser is idle; on a loaded two-core machine that alone can pass the
 * 15 s a state wait usually gets, so this slow step has its own bound.
 */
export const hydrationMs = 40_000

/**
 * Waits until every island on the page (or below the `within` selector) has hydrated:
 * Astro removes an island's `ssr` attribute once its component runs. An island hydrated on
 * the first interaction (`client:interaction`, the search bars) waits for the visitor, so
 * the whole page's wait leaves it out; name it with `within` to wait for it after
 * interacting.
 */
export async function hydrated(page: Page, within?: string): Promise<void> {
  const islands = page.locator(
    within ? `${within} astro-island[ssr]` : 'astro-island[ssr]:not([client="interaction"])',
  )
  await expect(islands).toHaveCount(0, { timeout: hydrationMs })
}

/** Epoch milliseconds of local midnight `days` from today. */
export function localMidnight(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

/**
 * How far the focused `control`'s ring stands out from what it is drawn on: the contrast of
 * its outline colour with the first solid background behind it (the control's parent up).
 * Focus it from the keyboard first, so `:focus-visible` applies.
 */
export async function focusRingContrast(control: Locator): Promise<number> {
  const { ring, behind } = await control.evaluate((element) => {
    const hex = (colour: string) =>
      `#${(colour.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`
    const solid = (colour: string) => colour !== 'transparent' && !/, 0\)$/.test(colour)
    let under = element.parentElement
    while (under && !solid(getComputedStyle(under).backgroundColor)) under = under.parentElement
    const style = getComputedStyle(element)
    if (style.outlineStyle === 'none') return { ring: '', behind: '' }
    return {
      ring: hex(style.outlineColor),
      behind: hex(under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)'),
    }
  })
  return ring ? contrast(ring, behind) : 0
}
