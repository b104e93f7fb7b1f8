/**
 * The search bar at the top of /search-result: it shows the page's search (also without
 * JavaScript), the hirer changes the days or the activity in place, and Explore lands on the
 * new results with the preferences (sort) kept; nothing moves when the bar's island takes
 * over, on a phone it is the single field, and the page never scrolls sideways.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import dayjs from 'dayjs'
import { expectAccessible, hydrated, localMidnight } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

/** The seeded categories by name. */
async function categoryIds(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/v1/items/categories?chunk=100', {
    headers: publicHeaders,
  })
  const list = (await response.json()).data.categoriesList as { _id: string; name: string }[]
  return Object.fromEntries(list.map((category) => [category.name, category._id]))
}

const bondi = { address: 'Bondi Beach NSW, Australia', latitude: -33.8915, longitude: 151.2767 }

/** Water sports around Bondi in three to five days, sorted by rating. */
async function searchedPath(request: APIRequestContext): Promise<string> {
  const ids = await categoryIds(request)
  const query = new URLSearchParams({
    limit: '10',
    pageNo: '1',
    latitude: String(bondi.latitude),
    longitude: String(bondi.longitude),
    address: bondi.address,
    categoryId: ids['Water sports'] ?? '',
    startDate: String(localMidnight(3)),
    endDate: String(localMidnight(5)),
    defaultInputValue: 'Water sports',
    sortOn: '3',
  })
  return `/search-result?${query}`
}

/** '2 Dec – 4 Dec', as the Date field shows a range. */
const rangeLabel = (start: number, end: number) =>
  `${dayjs(start).format('D MMM')} – ${dayjs(end).format('D MMM')}`

const day = (page: Page, days: number) =>
  page.getByRole('gridcell', { name: dayjs(localMidnight(days)).format('dddd, D MMMM YYYY') })

/** Clicks `trigger` until `target` shows: the bar hydrates on the first interaction. */
async function open(trigger: Locator, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click()
    await expect(target).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the bar shows the search; new days keep the rest and land on their results', async ({
    page,
  }) => {
    // Layout shifts from the first paint on that move something up or down (what a bar
    // changing height does): the bar's island must take over in place. Each is kept with
    // what moved, so a failure names it.
    await page.addInitScript(() => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
      const win = window as unknown as { hireShifts: string[] }
      win.hireShifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources: Source[]
        })[]) {
          const moved = entry.sources.filter(
            (source) => source.previousRect.y !== source.currentRect.y,
          )
          if (moved.length === 0) continue
          const what = moved.map((source) =>
            source.node instanceof Element ? source.node.className || source.node.tagName : '#text',
          )
          win.hireShifts.push(`${entry.value.toFixed(4)} ${what.join(', ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const path = await searchedPath(page.request)
    await page.goto(path)
    const bar = page.getByRole('search', { name: 'Search for hire' })
    const activities = bar.getByRole('combobox', { name: 'Activities' })
    await expect(activities).toHaveValue('Water sports')
    await expect(bar.getByRole('combobox', { name: 'Destinations' })).toHaveValue(bondi.address)
    const dates = bar.getByRole('button', { name: /^Date:/ })
    await expect(dates).toHaveText(rangeLabel(localMidnight(3), localMidnight(5)))
    await expect(page.getByText(/\d+ results found|No result found/)).toBeVisible()
    const before = await bar.boundingBox()
    // Above the results, not over them.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((before?.y ?? 0) + (before?.height ?? 0)).toBeLessThanOrEqual(heading?.y ?? 0)

    const picker = page.getByRole('dialog', { name: 'Choose dates' })
    await open(dates, picker)
    await hydrated(page)
    await hydrated(page, '.search-result-bar')
    expect(await bar.boundingBox()).toEqual(before)
    expect(
      await page.evaluate(() => (window as unknown as { hireShifts: string[] }).hireShifts),
    ).toEqual([])
    await day(page, 8).click()
    await day(page, 10).click()
    await expect(picker).toBeHidden()
    await expect(dates).toHaveText(rangeLabel(localMidnight(8), localMidnight(10)))
    await expectAccessible(page)

    await bar.getByRole('button', { name: 'Explore' }).click()
    await page.waitForURL((url) => url.searchParams.get('startDate') === String(localMidnight(8)))
    const params = new URL(page.url()).searchParams
    const old = new URL(path, page.url()).searchParams
    expect(params.get('endDate')).toBe(String(localMidnight(10)))
    for (const kept of ['categoryId', 'defaultInputValue', 'address', 'latitude', 'longitude']) {
      expect(params.get(kept), kept).toBe(old.get(kept))
    }
    expect(params.get('sortOn')).toBe('3')
    expect(params.get('pageNo')).toBe('1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water sports for hire')
    await expect(page.getByText(/\d+ results found|No result found/)).toBeVisible()
    await expect(page.getByLabel('Sort by')).toHaveValue('3')
    await expect(
      page.getByRole('search', { name: 'Search for hire' }).getByRole('button', { name: /^Date:/ }),
    ).toHaveText(rangeLabel(localMidnight(8), localMidnight(10)))
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the single field shows the search; another activity lands on its results', async ({
    page,
  }) => {
    const path = await searchedPath(page.request)
    await page.goto(path)
    const summary = page.getByRole('button', { name: /^Search:/ })
    await expect(summary).toHaveAccessibleName(
      `Search: Water sports, ${bondi.address}, ${rangeLabel(localMidnight(3), localMidnight(5))}`,
    )
    await expect(page.getByRole('search', { name: 'Search for hire' })).toBeHidden()
    await noSidewaysScroll(page)

    const sheet = page.getByRole('dialog', { name: 'Search' })
    await open(summary, sheet)
    await noSidewaysScroll(page)
    const activities = sheet.getByRole('combobox', { name: 'Activities' })
    await expect(activities).toHaveValue('Water sports')
    // As a person does it: a press in the field, then typing replaces the activity shown.
    await activities.click()
    await page.keyboard.type('Camp')
    await expect(activities).toHaveValue('Camp')
    await sheet.getByRole('option', { name: 'Camping', exact: true }).click()
    await expect(activities).toHaveValue('Camping')
    await expectAccessible(page)
    await sheet.getByRole('button', { name: 'Explore' }).click()

    const ids = await categoryIds(page.request)
    await page.waitForURL((url) => url.searchParams.get('categoryId') === ids.Camping)
    const params = new URL(page.url()).searchParams
    expect(params.get('defaultInputValue')).toBe('Camping')
    expect(params.get('address')).toBe(bondi.address)
    expect(params.get('startDate')).toBe(String(localMidnight(3)))
    expect(params.get('sortOn')).toBe('3')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camping for hire')
    await expect(page.getByText(/\d+ results found|No result found/)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Search:/ })).toHaveAccessibleName(
      /^Search: Camping, /,
    )
    await noSidewaysScroll(page)
  })
})

test('without JavaScript the bar still shows what was searched', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await page.goto(await searchedPath(page.request))
  const bar = page.getByRole('search', { name: 'Search for hire' })
  await expect(bar.getByRole('combobox', { name: 'Activities' })).toHaveValue('Water sports')
  await expect(bar.getByRole('combobox', { name: 'Destinations' })).toHaveValue(bondi.address)
  await expect(bar.getByRole('button', { name: /^Date:/ })).toHaveText(
    rangeLabel(localMidnight(3), localMidnight(5)),
  )
  await expect(page.getByText(/\d+ results found|No result found/)).toBeVisible()
  await context.close()
})
