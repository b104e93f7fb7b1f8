import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectAccessible, localMidnight } from './helpers.ts'

async function chooseActivity(root: Page | Locator, text: string) {
  const activities = root.getByRole('combobox', { name: /activit/i })
  await activities.click()
  await activities.fill(text)
  const option = root.getByRole('option', { name: /kayak/i }).first()
  await expect(option).toBeVisible()
  await activities.press('ArrowDown')
  await option.click()
}

async function chooseDestination(root: Page | Locator, text: string, name: RegExp) {
  const destinations = root.getByRole('combobox', { name: /destination/i })
  await destinations.click()
  await destinations.fill(text)
  const option = root.getByRole('option', { name }).first()
  await expect(option).toBeVisible()
  await option.click()
  // The place counts as chosen once its details arrive and fill the field.
  await expect(destinations).toHaveValue(name)
}

test('home search bar: typeahead, destination, dates and Explore URL', async ({ page }) => {
  await page.goto('/')
  const search = page.locator('.hire-search').first()
  await chooseActivity(search, 'kay')
  await chooseDestination(search, 'byron', /Byron Bay/)

  await search
    .getByRole('button', { name: /date|when|check/i })
    .first()
    .click()
  const grid = page.getByRole('grid').first()
  await expect(grid).toBeVisible()
  // Days before today are not selectable.
  const yesterday = new Date(localMidnight(-1))
  if (yesterday.getMonth() === new Date().getMonth()) {
    await expect(grid.locator('[aria-disabled="true"]').first()).toBeVisible()
  }
  await page.keyboard.press('Escape')

  await search.getByRole('button', { name: 'Explore' }).click()
  await page.waitForURL(/\/search-result\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('limit')).toBe('10')
  expect(params.get('pageNo')).toBe('1')
  expect(params.get('categoryId')).toMatch(/^[0-9a-f-]{36}$/)
  // "kay" chose the Kayaking subcategory, which narrows its category.
  expect(params.get('subCategoryIds')).toMatch(/^[0-9a-f-]{36}$/)
  expect(params.get('address')).toMatch(/Byron Bay/)
  expect(Number(params.get('latitude'))).toBeCloseTo(-28.64, 0)
  expect(Number(params.get('longitude'))).toBeCloseTo(153.61, 0)
  expect(Number(params.get('startDate'))).toBe(localMidnight(0))
  expect(Number(params.get('endDate'))).toBe(localMidnight(1))
  for (const value of params.values()) expect(value).not.toBe('')
})

test('recent searches are remembered, three of each at most', async ({ page }) => {
  await page.goto('/')
  const search = page.locator('.hire-search').first()
  for (const place of [
    ['syd', /Sydney/],
    ['melb', /Melbourne/],
    ['hob', /Hobart/],
    ['adel', /Adelaide/],
  ] as const) {
    await chooseDestination(search, place[0], place[1])
  }
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('hire:recentLocations') ?? '[]') as { main_text: string }[],
  )
  expect(stored.map((place) => place.main_text)).toEqual([
    expect.stringMatching(/Adelaide/),
    expect.stringMatching(/Hobart/),
    expect.stringMatching(/Melbourne/),
  ])
})

test('geolocation denied falls back to Sydney with the spec message', async ({ page, context }) => {
  await context.clearPermissions()
  await page.goto('/')
  const search = page.locator('.hire-search').first()
  await search.getByRole('combobox', { name: /destination/i }).click()
  await search.getByRole('button', { name: /Use my current location/i }).click()
  await expect(
    page.getByText(
      'You have blocked your location. To use this, change your location settings in browser.',
    ),
  ).toBeVisible()
})

test('small screens get the simplified single field', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  const search = page.locator('.hire-search').first()
  await expect(search.getByRole('combobox', { name: /destination/i })).toBeHidden()
  await expectAccessible(page)
  await context.close()
})

test('the first key typed in Activities opens the suggestions, by keyboard and by touch', async ({
  browser,
}) => {
  for (const device of [
    { viewport: { width: 1280, height: 800 } },
    { viewport: { width: 820, height: 1180 }, hasTouch: true },
  ]) {
    const context = await browser.newContext(device)
    const page = await context.newPage()
    await page.goto('/')
    // The island is still server markup: the first interaction is what hydrates it.
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached()
    const search = page.locator('.hire-search').first()
    const activities = search.getByRole('combobox', { name: /activit/i })
    if (device.hasTouch) await activities.tap()
    else await activities.focus()
    await page.keyboard.type('k')
    await expect(activities).toHaveValue('k')
    await expect(search.getByRole('option', { name: /kayak/i }).first()).toBeVisible()
    await expect(activities).toHaveAttribute('aria-expanded', 'true')
    await context.close()
  }
})
