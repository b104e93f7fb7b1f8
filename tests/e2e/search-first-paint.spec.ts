/**
 * <hire-search> paints its bar without the framework, then the full widget takes over.
 * The full widget's code is held here until the test lets it through, so what happens on the
 * first paint and at the takeover is seen every time, however fast the machine.
 */
import { expect, type Page, type Route, test } from '@playwright/test'
import { partnerUrl } from '../../playwright.config.ts'
import { expectAccessible } from './helpers.ts'

/** Holds the full widget's chunk until `release()`; `held` resolves once it was asked for. */
async function holdTakeover(page: Page) {
  let release = () => {}
  let asked = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = new Promise<void>((resolve) => {
    asked = resolve
  })
  await page.route(/\/widgets\/chunks\/takeover-[\w-]+\.js$/, async (route: Route) => {
    asked()
    await released
    await route.continue()
  })
  return { release, held }
}

/** Counts layout shifts (the CLS observer's entries) from `window.hireShiftsFrom` on. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { hireShifts: number; hireShiftsFrom: number }
    win.hireShifts = 0
    win.hireShiftsFrom = Number.POSITIVE_INFINITY
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        if (entry.startTime >= win.hireShiftsFrom) win.hireShifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

function readyOnce(page: Page) {
  return page.evaluate(() => {
    const win = window as unknown as { hireReady?: boolean }
    document.addEventListener('hire-ready', () => {
      win.hireReady = true
    })
  })
}

const isReady = (page: Page) =>
  page.evaluate(() => (window as unknown as { hireReady?: boolean }).hireReady === true)

for (const width of [1280, 375]) {
  test(`nothing moves when the full widget takes over the first paint (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await observeShifts(page)
    const { release, held } = await holdTakeover(page)
    await page.goto(partnerUrl)
    await readyOnce(page)
    const widget = page.locator('hire-search')
    await expect(
      widget
        .getByRole('button', { name: 'Explore' })
        .or(widget.getByRole('button', { name: /^Search:/ })),
    ).toBeVisible({ timeout: 15_000 })
    await held
    const boxes = async () =>
      widget.evaluate((host) => {
        const root = host.shadowRoot as ShadowRoot
        const box = (selector: string) => {
          const node = root.querySelector(selector)
          if (!node) return null
          const { x, y, width, height } = node.getBoundingClientRect()
          return { x, y, width, height }
        }
        const { x, y, width, height } = host.getBoundingClientRect()
        return {
          host: { x, y, width, height },
          bar: box('[part="bar"]'),
          compact: box('[part="compact-trigger"]'),
          explore: box('[part="explore"]'),
        }
      })
    const before = await boxes()
    expect(await isReady(page)).toBe(false)
    await page.evaluate(() => {
      ;(window as unknown as { hireShiftsFrom: number }).hireShiftsFrom = performance.now()
    })
    release()
    await expect.poll(() => isReady(page), { timeout: 15_000 }).toBe(true)
    // Let the full widget measure itself and settle its layout.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const after = await boxes()
    expect(after.host).toEqual(before.host)
    if (width > 600) expect(after.bar).toEqual(before.bar)
    else expect(after.compact).toEqual(before.compact)
    expect(
      await page.evaluate(() => (window as unknown as { hireShifts: number }).hireShifts),
    ).toBe(0)
  })
}

test('text typed in Activities right after the first paint is kept through the takeover', async ({
  page,
}) => {
  const { release, held } = await holdTakeover(page)
  await page.goto(partnerUrl)
  await readyOnce(page)
  const widget = page.locator('hire-search')
  const activities = widget.getByRole('combobox', { name: 'Activities' })
  await expect(activities).toBeVisible({ timeout: 15_000 })
  await activities.click()
  await page.keyboard.type('kay')
  await held
  expect(await isReady(page)).toBe(false)
  await expect(activities).toHaveValue('kay')
  release()
  await expect.poll(() => isReady(page), { timeout: 15_000 }).toBe(true)
  await expect(activities).toHaveValue('kay')
  await expect(activities).toBeFocused()
  // The full widget heard the text: its suggestions open as if it had been there all along.
  await expect(widget.getByRole('option', { name: /kayak/i }).first()).toBeVisible({
    timeout: 15_000,
  })
  await page.keyboard.type('ak')
  await expect(activities).toHaveValue('kayak')
  await expectAccessible(page)
})
