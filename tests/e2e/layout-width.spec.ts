/**
 * No page scrolls sideways and no checkbox or radio is squeezed: every route of the site at
 * 375, 768 and 1280 px, signed out, as the demo hirer and (its console) as the demo supplier,
 * once its widgets have settled; the results' Price popup fits a phone; and without
 * JavaScript the main pages lay out at 375 px with their main column across the viewport
 * (server-rendered island styles must work before hydration).
 */
import { expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import {
  type Audience,
  expectNoSideScroll,
  expectNoSquashedChoices,
  narrowColumns,
  type Route,
  routeFiles,
  type SeededIds,
  seededIds,
  settled,
  siteRoutes,
} from './layout-width-support.ts'
import { signInAsSupplier } from './supplier-console-support.ts'

const widths = [375, 768, 1280]

// The longest file of the suite and read-only: its walks may run in both workers at once.
test.describe.configure({ mode: 'parallel' })

let ids: SeededIds
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  ids = await seededIds(request)
  await request.dispose()
})

test('the route table names every page of the site', () => {
  const paths = siteRoutes(ids).map((route) => route.path.split('?')[0] ?? '')
  const missing = routeFiles()
    .filter(({ pattern }) => !paths.some((path) => pattern.test(path)))
    .map(({ file }) => file)
  expect(missing, 'pages without a route in layout-width-support.ts').toEqual([])
})

/**
 * Opens each route in turn on one page, at phone width (where phone-only behaviour starts),
 * then widens the same page to each wider viewport, checking every width once the widgets
 * have settled. Loading once per route keeps the walk of every route in a few minutes.
 */
async function walk(page: Page, routes: Route[]) {
  test.setTimeout(30_000 + routes.length * 20_000)
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0] ?? 375, height: 800 })
    await route.prepare?.(page)
    await page.goto(route.path)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const label = `${route.path} at ${width} px`
      await settled(page, label)
      await expectNoSideScroll(page, label)
      await expectNoSquashedChoices(page, label)
    }
  }
}

const routesFor = (...audiences: Audience[]) =>
  siteRoutes(ids).filter((route) => audiences.includes(route.audience))

test.describe(`at ${widths.join(', ')} px`, () => {
  test('signed out, no page scrolls sideways', async ({ page }) => {
    await walk(page, routesFor('public', 'guest'))
  })

  test('as the demo hirer, no page scrolls sideways', async ({ page }) => {
    await signInAsHirer(page)
    await walk(page, routesFor('public', 'hirer'))
  })

  test('as the demo supplier, no console page scrolls sideways', async ({ page }) => {
    await signInAsSupplier(page)
    await walk(page, routesFor('supplier'))
  })
})

test('the results’ Price popup fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/search-result')
  await settled(page, '/search-result at 375 px')
  await page.getByRole('button', { name: 'Price', exact: true }).click()
  const popup = page.locator('.results-popup')
  await expect(popup).toBeVisible()
  await expectNoSideScroll(page, 'results with the Price popup open at 375 px')
  for (const control of await popup.locator('input, button').all()) {
    const box = await control.boundingBox()
    expect(box, 'a control of the Price popup').not.toBeNull()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
  }
})

test.describe('without JavaScript at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('the main pages do not scroll sideways and their main column spans the viewport', async ({
    page,
  }) => {
    const paths = [
      '/',
      '/search-result',
      `/equipments/${ids.item._id}`,
      `/stories/${ids.story}`,
      `/location/${ids.location}`,
      `/supplier/profile/${ids.supplier}`,
    ]
    for (const path of paths) {
      await page.goto(path)
      await expectNoSideScroll(page, `${path} without JavaScript`)
      expect
        .soft(await narrowColumns(page), `${path}: columns narrower than the viewport`)
        .toEqual([])
    }
  })
})
