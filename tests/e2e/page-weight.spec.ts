import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

/** Budget: JavaScript the home page loads before any interaction, gzip. */
const homeJsBudget = 30 * 1024

test('home page JavaScript stays within its budget', async ({ page }) => {
  const scripts = new Map<string, number>()
  // Bodies are read as the responses arrive; every read is awaited before counting, so a
  // busy machine cannot leave the total short.
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reads.push(
      response.body().then(
        (body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    )
  })
  // The search bar hydrates on the first interaction (site/directives/interaction.ts); an
  // event the test did not cause would load it and inflate the figure, so the first one of
  // those events is noted for the failure message.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstInteraction?: string }
    for (const type of [
      'pointerdown',
      'pointermove',
      'touchstart',
      'keydown',
      'wheel',
      'scroll',
      'focusin',
    ]) {
      window.addEventListener(
        type,
        (event) => {
          seen.firstInteraction ??= `${event.type} on ${(event.target as Element | null)?.nodeName ?? 'window'}, trusted: ${event.isTrusted}`
        },
        { capture: true, once: true },
      )
    }
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await Promise.all(reads)
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/page-weights.json',
    JSON.stringify(
      { page: '/', jsGzipBytes: total, scripts: Object.fromEntries(scripts) },
      null,
      2,
    ),
  )
  expect(scripts.size).toBeGreaterThan(0)
  const firstInteraction = await page.evaluate(
    () => (window as unknown as { firstInteraction?: string }).firstInteraction ?? 'none',
  )
  expect(total, `first interaction event: ${firstInteraction}`).toBeLessThanOrEqual(homeJsBudget)
})
