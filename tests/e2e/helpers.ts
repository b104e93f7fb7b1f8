import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/** What one axe analysis of a whole page may add to its test's time on a busy machine. */
const axeAllowanceMs = 30_000

/** axe-core on the current page: no serious or critical violation is allowed. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // A slow step gets its own time instead of eating the journey's.
  test.info().setTimeout(test.info().timeout + axeAllowanceMs)
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
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
 * Astro removes an island's `ssr` attribute once its component runs.
 */
export async function hydrated(page: Page, within?: string): Promise<void> {
  const islands = page.locator(within ? `${within} astro-island[ssr]` : 'astro-island[ssr]')
  await expect(islands).toHaveCount(0, { timeout: hydrationMs })
}

/** Epoch milliseconds of local midnight `days` from today. */
export function localMidnight(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}
