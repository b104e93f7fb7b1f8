import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { startAsIndividual } from './accounts-support.ts'
import { expectAccessible, hydrated } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}
const missingId = '00000000-0000-4000-8000-000000000000'

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: publicHeaders })
  expect(response.ok(), path).toBe(true)
  return (await response.json()).data as T
}

/** The demo supplier (Sam Supplier, an individual with seeded reviews and 11 listings). */
async function demoSupplierId(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { email: 'supplier@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).data.user._id as string
}

/**
 * The demo supplier's review count and average as the API reports them: other journeys
 * (a hirer reviewing a returned hire) add reviews, so the pages are checked against these.
 */
async function reviewFigures(request: APIRequestContext, id: string) {
  const { total, rating } = await apiGet<{ total: number; rating: number | null }>(
    request,
    `/user/reviews?userId=${id}&limit=1`,
  )
  // The seed gives more than one page of reviews, so paging is always exercised.
  expect(total).toBeGreaterThan(10)
  return { total, rating: (rating ?? 0).toFixed(1) }
}

/** A business supplier, found through a listing of the 'Verified business only' sort. */
async function businessSupplier(request: APIRequestContext) {
  const { list } = await apiGet<{ list: { _id: string }[] }>(request, '/items?sortOn=7&limit=10')
  for (const { _id } of list) {
    const item = await apiGet<{ supplier: { userId: string; userType: string; name: string } }>(
      request,
      `/items/${_id}`,
    )
    if (item.supplier.userType === 'BUSINESS') return item.supplier
  }
  throw new Error('no business supplier in the first results')
}

/** Scrolls an island into view (they hydrate when visible) and waits until it has. */
async function hydrate(page: Page, selector: string) {
  const island = page.locator('astro-island').filter({ has: page.locator(selector) })
  await island.scrollIntoViewIfNeeded()
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 })
}

const jsonLdOf = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the demo supplier’s profile renders its seeded rating, tags, items and reviews', async ({
    page,
  }) => {
    const id = await demoSupplierId(page.request)
    const figures = await reviewFigures(page.request, id)
    const response = await page.goto(`/supplier/profile/${id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Supplier')
    await expect(page.getByText(figures.rating, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    await expect(
      page.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem'),
    ).toHaveCount(6)

    const recent = page.getByRole('region', { name: 'Recently added' })
    await expect(recent.locator('a[href^="/equipments/"]').first()).toBeVisible()
    await expect(recent.getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      `/supplier/items/RECENT/${id}`,
    )
    await expect(
      page.getByRole('region', { name: 'Highly rated' }).getByRole('link', { name: /View all/ }),
    ).toHaveAttribute('href', `/supplier/items/MOST_HIRED/${id}`)

    const reviews = page.getByRole('region', { name: 'Reviews' })
    await expect(reviews.getByRole('article')).toHaveCount(6)
    await expect(
      reviews
        .getByRole('article')
        .first()
        .getByText(/Rated \d\.\d out of 5/),
    ).toBeAttached()

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/supplier/profile/${id}$`),
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Sam Supplier \| /,
    )
    const jsonLd = await jsonLdOf(page)
    expect(jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Sam Supplier', identifier: id },
    })

    // The dialogs' controls are plain links without script.
    await page.getByRole('link', { name: `Show all ${figures.total} reviews` }).click()
    await expect(page).toHaveURL(/\?reviews=all#supplier-reviews$/)
    await expect(reviews.getByRole('article')).toHaveCount(10)
    await page.getByRole('link', { name: 'Older reviews' }).click()
    await expect(reviews.getByRole('article')).toHaveCount(Math.min(10, figures.total - 10))
    await page.getByRole('link', { name: 'Show all info' }).click()
    await expect(
      page.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem'),
    ).not.toHaveCount(6)
  })

  test('unknown suppliers and list types answer 404 with the not-found page', async ({ page }) => {
    const id = await demoSupplierId(page.request)
    for (const path of [
      `/supplier/profile/${missingId}`,
      `/supplier/${missingId}`,
      `/supplier/items/RECENT/${missingId}`,
      `/supplier/items/CHEAPEST/${id}`,
      '/supplier/profile/not-an-id',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    }
  })
})

test('the not-found page of an unknown supplier is accessible', async ({ page }) => {
  const response = await page.goto(`/supplier/profile/${missingId}`)
  expect(response?.status()).toBe(404)
  await expectAccessible(page)
})

test("'Show all N reviews' opens a keyboard-accessible dialog that pages through every review", async ({
  page,
}) => {
  const id = await demoSupplierId(page.request)
  const { total } = await reviewFigures(page.request, id)
  await page.goto(`/supplier/profile/${id}`)
  await hydrate(page, '.hire-supplier-reviews')
  const open = page.getByRole('button', { name: `Show all ${total} reviews` })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Reviews of Sam Supplier' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('article')).toHaveCount(10)
  // Focus stays inside however far one tabs, both ways.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await dialog.getByRole('button', { name: 'Load more' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('article')).toHaveCount(Math.min(20, total))
  await expect(dialog.getByText(`Showing ${Math.min(20, total)} of ${total} reviews`)).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await expectAccessible(page)
})

test("'Show all info' shows every tag in a dialog", async ({ page }) => {
  const id = await demoSupplierId(page.request)
  const profile = await apiGet<{ user: { tags: { tagName: string }[] } }>(
    page.request,
    `/user/profile-view/${id}`,
  )
  await page.goto(`/supplier/profile/${id}`)
  await hydrate(page, '.hire-supplier-tags')
  await page.getByRole('button', { name: 'Show all info' }).click()
  const dialog = page.getByRole('dialog', { name: 'About Sam Supplier' })
  await expect(dialog.getByRole('list', { name: 'All tags' }).getByRole('listitem')).toHaveCount(
    profile.user.tags.length,
  )
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the business page shows company name, opening hours, a map and its rating', async ({
  page,
}) => {
  const business = await businessSupplier(page.request)
  const response = await page.goto(`/supplier/${business.userId}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name)
  const hours = page.getByRole('region', { name: 'Opening hours' })
  await expect(hours.getByRole('row', { name: /^Monday/ })).toContainText(
    /\d{1,2}:\d{2} (am|pm) to/,
  )
  await expect(hours.getByRole('row')).toHaveCount(7)
  const map = page.getByRole('region', { name: `Map of ${business.name}` })
  await map.scrollIntoViewIfNeeded()
  await expect(map).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Questions' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByRole('article').first(),
  ).toBeVisible()
  const jsonLd = await jsonLdOf(page)
  expect(jsonLd.mainEntity).toMatchObject({
    '@type': 'Organization',
    name: business.name,
    aggregateRating: { '@type': 'AggregateRating' },
  })
  await expectAccessible(page)
})

test('the recently added list loads more as one scrolls; the most hired list has its title', async ({
  page,
}) => {
  const id = await demoSupplierId(page.request)
  // Short enough that the end of the first page is out of reach until one scrolls.
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto(`/supplier/items/RECENT/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently added Listing')
  await expect(page).toHaveTitle(/^Recently added Listing by Sam Supplier/)
  const cards = page.getByRole('region', { name: 'Items' }).getByRole('article')
  await expect(cards).toHaveCount(10)
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible()
  await expectAccessible(page)
  await page.mouse.wheel(0, 20_000)
  await expect(cards).toHaveCount(11)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

  await page.goto(`/supplier/items/MOST_HIRED/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highly rated Listing')
  await expect(cards.first()).toBeVisible()
  await expectAccessible(page)
})

test('the item page’s supplier card leads to the supplier’s profile', async ({ page }) => {
  const id = await demoSupplierId(page.request)
  const { list } = await apiGet<{ list: { _id: string }[] }>(
    page.request,
    `/items/recently-added-items?userId=${id}&limit=1`,
  )
  await signInAsHirer(page)
  await page.goto(`/equipments/${list[0]?._id}`)
  const card = page
    .getByRole('region', { name: 'Supplier' })
    .getByRole('link')
    .filter({ hasNotText: 'Message the supplier' })
  await expect(card).toHaveAttribute('href', `/supplier/profile/${id}`)
  await hydrated(page)
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/supplier/profile/${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Supplier')
  await expectAccessible(page)
})

test('a signed-in hirer asks the supplier a question from the profile', async ({ page }) => {
  const id = await demoSupplierId(page.request)
  const text = `Do you deliver to Mosman? ${Date.now()}`
  await signInAsHirer(page)
  await page.goto(`/supplier/profile/${id}`)
  await hydrate(page, '.hire-supplier-questions')
  await page.getByRole('button', { name: 'Ask a question' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ask a question' })
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(text)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Your question has been sent.')).toBeVisible()
  await page.getByRole('button', { name: /^Read questions/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Questions' }).getByRole('listitem').filter({ hasText: text }),
  ).toBeVisible()
})

test('the supplier copies the embed code of their listings; others never see it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000)
  const id = await demoSupplierId(page.request)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await startAsIndividual(page)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('supplier@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Password1')
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  // A first sign-in on this browser opens the tour; the supplier skips it.
  const tour = page.getByRole('dialog', { name: 'Search for anything' })
  await tour.getByRole('button', { name: 'Skip' }).click()
  await expect(tour).toBeHidden()

  await page.goto(`/supplier/profile/${id}`)
  const origin = new URL(page.url()).origin
  const snippet = [
    `<script type="module" src="${origin}/widgets/hire-widgets.js"></script>`,
    `<hire-listings supplier-id="${id}"></hire-listings>`,
  ].join('\n')
  const section = page.getByRole('region', { name: 'Show your listings on your website' })
  const code = section.getByRole('textbox', { name: 'Embed code' })
  await expect(code).toHaveValue(snippet)
  await expect(code).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await section.getByRole('button', { name: 'Copy' }).click()
  await expect(section.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)

  // The same page for a hirer and for a guest, once its islands have hydrated.
  const others = await browser.newContext({ baseURL: origin })
  const hirer = await others.newPage()
  await signInAsHirer(hirer)
  const guestContext = await browser.newContext({ baseURL: origin })
  const guest = await guestContext.newPage()
  for (const viewer of [hirer, guest]) {
    await viewer.goto(`/supplier/profile/${id}`)
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Sam Supplier')
    const island = viewer.locator('astro-island[component-url*="EmbedSnippet"]')
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 })
    await expect(viewer.getByRole('textbox', { name: 'Embed code' })).toHaveCount(0)
    await expect(viewer.getByText('Show your listings on your website')).toHaveCount(0)
  }
  await others.close()
  await guestContext.close()
})
