import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectAccessible, hydrated, localMidnight } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

interface Found {
  list: { _id: string; itemName: string }[]
  total: number
}

async function search(request: APIRequestContext, query: string): Promise<Found> {
  const response = await request.get(`/api/v1/items?${query}`, { headers: publicHeaders })
  expect(response.ok()).toBe(true)
  return (await response.json()).data as Found
}

/** A category with more than one page of items, so paging and sorting show. */
async function busyCategory(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/items/categories?chunk=100', {
    headers: publicHeaders,
  })
  const categories = (await response.json()).data.categoriesList as { _id: string }[]
  let best = { id: categories[0]?._id ?? '', total: -1 }
  for (const category of categories) {
    const { total } = await search(request, `limit=1&pageNo=1&categoryId=${category._id}`)
    if (total > best.total) best = { id: category._id, total }
  }
  return best.id
}

test('results from a category URL, sort, back and axe', async ({ page, request }) => {
  const categoryId = await busyCategory(request)
  const base = `limit=10&pageNo=1&categoryId=${categoryId}`
  const expected = await search(request, base)
  expect(expected.total).toBeGreaterThan(0)

  await page.goto(`/search-result?${base}`)
  await expect(page.getByText(`${expected.total} results found`)).toBeVisible()
  const cards = page.locator('.results-grid').first().getByRole('link')
  await expect(cards.first()).toHaveAttribute('href', `/equipments/${expected.list[0]?._id}`)
  await expectAccessible(page)

  const sorted = await search(request, `${base}&sortOn=3`)
  await page.getByLabel('Sort by').selectOption('3')
  await expect(page).toHaveURL(/sortOn=3/)
  await expect(cards.first()).toHaveText(sorted.list[0]?.itemName ?? '')
  await expect(cards).toHaveCount(Math.min(10, sorted.total))

  await page.goBack()
  await expect(page).not.toHaveURL(/sortOn/)
  await expect(page.getByLabel('Sort by')).toHaveValue('')
  await expect(cards.first()).toHaveText(expected.list[0]?.itemName ?? '')
})

test('the filter modal shows a live count and applies it', async ({ page }) => {
  await page.goto('/search-result?limit=10&pageNo=1')
  await expect(page.getByText(/\d+ results found/)).toBeVisible()
  // The results island must be running before its Filters button opens the dialog.
  await expect(
    page.locator('astro-island').filter({ has: page.getByRole('button', { name: 'Filters' }) }),
  ).not.toHaveAttribute('ssr', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('switch', { name: 'Instant booking' })).toBeChecked()
  await dialog.getByRole('switch', { name: 'Experiences only' }).check()
  const show = dialog.getByRole('button', { name: /^Show \d+ items$/ })
  await expect(show).toBeVisible()
  await expectAccessible(page)
  const count = Number((await show.textContent())?.match(/\d+/)?.[0])
  await show.click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/itemCategoryType=1/)
  await expect(page).toHaveURL(/instantBooking=true/)
  await expect(
    page.getByText(count > 0 ? `${count} results found` : 'No result found'),
  ).toBeVisible()
})

test('a nonsense search says No result found', async ({ page }) => {
  await page.goto(
    '/search-result?limit=10&pageNo=1&defaultInputValue=qzxvvwkjhq&startPrice=999&endPrice=1000&itemCategoryType=1&instantBooking=true',
  )
  await expect(page.getByText('No result found')).toBeVisible()
  await expect(page.locator('.item-card')).toHaveCount(0)
})

test('without JavaScript the first page is plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search-result?limit=10&pageNo=1')
  await expect(page.getByText(/\d+ results found/)).toBeVisible()
  const first = page.locator('.item-card a').first()
  await expect(first).toHaveAttribute('href', /^\/equipments\//)
  await expect(page.locator('.item-card')).toHaveCount(10)
  // Filters, Price, Map and Sort need JavaScript, so they are not offered.
  await expect(page.locator('.results-toolbar')).toBeHidden()
  await context.close()
})

test('without JavaScript, Next and Previous page links walk the results', async ({
  browser,
  request,
}) => {
  const all = await search(request, 'limit=10&pageNo=1')
  const pages = Math.ceil(all.total / 10)
  expect(pages).toBeGreaterThan(2)
  const second = await search(request, 'limit=10&pageNo=2')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search-result?limit=10&pageNo=1')
  const nav = page.getByRole('navigation', { name: 'Result pages' })
  await expect(nav.getByText(`Page 1 of ${pages}`)).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
  await nav.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/)
  await expect(nav.getByText(`Page 2 of ${pages}`)).toBeVisible()
  const ids = await page
    .locator('.item-card a[href^="/equipments/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/')[2]))
  expect(ids).toEqual(second.list.map((item) => item._id))
  await nav.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/[?&]pageNo=1(&|$)/)
  await context.close()
})

test('on a phone the toolbar buttons’ labels sit on one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/search-result?limit=10&pageNo=1')
  const toolbar = page.locator('.results-toolbar')
  await expect(toolbar.getByRole('button', { name: 'Map' })).toBeVisible()
  const labelTops = await toolbar.evaluate((bar) =>
    ['Filters', 'Price', 'Map'].map((name) => {
      const button = [...bar.querySelectorAll('button')].find((b) => b.textContent === name)
      const range = document.createRange()
      if (button) range.selectNodeContents(button)
      return Math.round(range.getBoundingClientRect().top)
    }),
  )
  expect(new Set(labelTops).size, `label tops ${labelTops.join(', ')}`).toBe(1)
})

test('a guest who bookmarks a result is asked to sign in and nothing is saved', async ({
  page,
}) => {
  await page.goto('/search-result?limit=10&pageNo=1')
  const toggle = page.locator('.results-grid .item-card__bookmark').first()
  await expect(toggle).toBeVisible()
  // The island hydrates on load; wait until the toggle is interactive.
  await page.waitForLoadState('networkidle')
  await toggle.click()
  await expect(
    page.getByRole('dialog').getByText('Please log in or sign up to continue.'),
  ).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
})

test('a filter change drops the typed text and shows the live count it applies', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v1/items/categories?chunk=100', {
    headers: publicHeaders,
  })
  const categories = (await response.json()).data.categoriesList as {
    _id: string
    subCategories: { _id: string; name: string }[]
  }[]
  const water = categories.find((one) => one.subCategories.some((sub) => sub.name === 'Kayaking'))
  const kayaking = water?.subCategories.find((sub) => sub.name === 'Kayaking')
  const sup = water?.subCategories.find((sub) => sub.name === 'Stand-up paddleboarding')
  const expected = await search(
    request,
    `limit=1&pageNo=1&categoryId=${water?._id}&subCategoryIds=${sup?._id}&instantBooking=true`,
  )
  expect(expected.total).toBeGreaterThan(0)

  // What Explore builds for 'Kayaking'.
  await page.goto(
    `/search-result?limit=10&pageNo=1&categoryId=${water?._id}&subCategoryIds=${kayaking?._id}&defaultInputValue=Kayaking`,
  )
  await expect(
    page.locator('astro-island').filter({ has: page.getByRole('button', { name: 'Filters' }) }),
  ).not.toHaveAttribute('ssr', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await dialog.getByRole('checkbox', { name: 'Kayaking' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Stand-up paddleboarding' }).check()
  const show = dialog.getByRole('button', { name: `Show ${expected.total} items` })
  await expect(show).toBeVisible()
  await show.click()
  await expect(page).not.toHaveURL(/defaultInputValue/)
  await expect(page.getByText(`${expected.total} results found`)).toBeVisible()
})

test("the searched dates reach the item's booking panel", async ({ page }) => {
  const start = localMidnight(10)
  const end = localMidnight(12)
  await page.goto(`/search-result?limit=10&pageNo=1&startDate=${start}&endDate=${end}`)
  const first = page.locator('.results-grid .item-card a').first()
  await expect(first).toHaveAttribute('href', new RegExp(`[?&]start=${start}&end=${end}`))
  await first.click()
  await expect(page).toHaveURL(/\/equipments\//)
  await hydrated(page)
  const dates = page
    .getByRole('region', { name: 'Booking' })
    .getByRole('button', { name: /^Dates/ })
  const [from, to] = [new Date(start), new Date(end)]
  await expect(dates).toHaveAccessibleName(
    new RegExp(`${from.getDate()} \\w+ ${from.getFullYear()} to \\w+, ${to.getDate()} `),
  )
})

test('the price popup says its range is a price per day and works from the keyboard', async ({
  page,
}) => {
  await page.goto('/search-result?limit=10&pageNo=1')
  await expect(
    page.locator('astro-island').filter({ has: page.getByRole('button', { name: 'Filters' }) }),
  ).not.toHaveAttribute('ssr', { timeout: 15_000 })
  const price = page.getByRole('button', { name: 'Price' })
  await price.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(/^Maximum price per day: \$1000$/)).toBeVisible()
  const minimum = page.getByLabel(/^Minimum price per day: \$1$/)
  await expect(minimum).toBeVisible()
  await expect(
    page.getByText(/^Prices are per day\. Items without a day price count/),
  ).toBeVisible()
  await expectAccessible(page)
  // Arrows move a slider; Apply searches and focus stays on 'Price', the popup closed.
  await page.keyboard.press('Tab')
  await expect(minimum).toBeFocused()
  await page.keyboard.press('PageUp')
  await expect(page.getByLabel(/^Minimum price per day: \$\d{2,}$/)).toBeFocused()
  await page.getByRole('button', { name: 'Apply' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/startPrice=\d{2,}/)
  await expect(price).toBeFocused()
  await expect(price).toHaveAttribute('aria-expanded', 'false')
})

test('pointing at a result starts downloading its item page, so the click finds it ready', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/equipments/')) fetched.push(request.url())
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search-result?latitude=-33.87&longitude=151.21&address=Sydney%20NSW')
  await hydrated(page)
  const card = page.locator('.results-grid a[href^="/equipments/"]').first()
  await expect(card).toBeVisible({ timeout: 15_000 })
  expect(fetched).toEqual([])
  await card.hover()
  const path = new URL((await card.getAttribute('href')) ?? '', page.url()).pathname
  await expect.poll(() => fetched.map((url) => new URL(url).pathname)).toContain(path)
  await expect(
    page.locator(`link[rel="prefetch"][href$="${path}"], link[rel="prefetch"][href*="${path}?"]`),
  ).toHaveCount(1)
})
