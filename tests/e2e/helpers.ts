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

/** Epoch milliseconds of local midnight `days` from today. */
export function localMidnight(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}
