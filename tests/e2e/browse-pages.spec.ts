/**
 * The browsing pages: /category/{id}, /page/activities, /list/equipments/{type}/{id},
 * /saved-item and /stories (list and detail): server-rendered first content, infinite
 * loading, bookmarks as a hirer and as a guest, keyboard tabs, sanitised stories, axe.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { expectAccessible, hydrationMs } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: publicHeaders })
  expect(response.ok()).toBe(true)
  return (await response.json()).data as T
}

type Named = { _id: string; name: string; subCategories: { _id: string; name: string }[] }
type Listed<T> = { list: T[]; total: number }

async function firstCategory(request: APIRequestContext) {
  const data = await apiGet<{ categoriesList: Named[] }>(request, '/items/categories?chunk=100')
  const category = data.categoriesList.find((entry) => entry.subCategories.length > 1)
  if (!category) throw new Error('no seeded category with subcategories')
  const items = await apiGet<Listed<{ _id: string }>>(
    request,
    `/items?categoryId=${category._id}&limit=100`,
  )
  return { ...category, total: Math.min(items.total, 100) }
}

const cards = (scope: Page | Locator) => scope.locator('article.item-card')
/** Item links name the item by id: two listings may share a name, never an id. */
const hrefs = (scope: Locator) =>
  scope
    .locator('.item-card__name a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
const island = (page: Page, sectionTitle: string) =>
  page.locator(`section[aria-labelledby="${sectionTitle}"] astro-island`).first()

/** An island's buttons work once Astro has hydrated it (the ssr marker is gone). */
async function hydrated(target: Locator) {
  await expect(target).not.toHaveAttribute('ssr', { timeout: hydrationMs })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a category shows its banner, subcategories, Trending and All Listings', async ({
    page,
  }) => {
    const category = await firstCategory(page.request)
    const response = await page.goto(`/category/${category._id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible()
    const sub = category.subCategories[0]
    await expect(page.getByRole('link', { name: sub?.name, exact: true })).toHaveAttribute(
      'href',
      `/page/activities?${new URLSearchParams({ id: sub?._id ?? '', name: sub?.name ?? '' })}`,
    )
    const trending = page.getByRole('region', { name: 'Trending Listings' })
    const all = page.getByRole('region', { name: 'All Listings' })
    await expect(cards(trending)).toHaveCount(category.total)
    await expect(cards(all)).toHaveCount(category.total)
    await expect(cards(all).first().getByRole('link')).toHaveAttribute('href', /^\/equipments\//)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(category.name),
    )
  })

  test('an unknown or malformed category is the not-found page with 404', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-category']) {
      const response = await page.goto(`/category/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Page Not Found')).toBeVisible()
    }
  })

  test('a route typed in lower case goes to its page; other unknown paths are not found', async ({
    page,
  }) => {
    const response = await page.goto('/auth/login?from=typed')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth/Login?from=typed')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await page.goto('/auth/logout'))?.status()).toBe(404)
    await expect(page.getByText('Page Not Found')).toBeVisible()
  })

  test('the activities page filters by destination and category with a plain form', async ({
    page,
  }) => {
    await page.goto('/page/activities')
    await expect(page.getByRole('heading', { level: 1, name: 'Experience more' })).toBeVisible()
    const activities = page.getByRole('region', { name: 'Trending Activities' })
    await expect(activities.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/search-result\?.*subCategoryIds=/,
    )
    const listings = page.getByRole('region', { name: 'Trending Listings' })
    await expect(cards(listings)).toHaveCount(12)
    await expect(listings.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/list/equipments/POPULAR',
    )
    await page.getByLabel('Destination').selectOption({ label: 'Melbourne' })
    await page.getByLabel('Category').selectOption({ index: 1 })
    const categoryName = (
      await page.getByLabel('Category').locator('option:checked').textContent()
    )?.trim()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/destination=.+&category=.+/)
    await expect(
      page.getByRole('heading', { level: 2, name: `${categoryName} activities` }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Trending Listings' })
        .getByRole('link', { name: 'View all' }),
    ).toHaveAttribute('href', /^\/search-result\?.*address=Melbourne.*sortOn=1/)
  })

  test('a subcategory card opens that category’s activities', async ({ page }) => {
    const category = await firstCategory(page.request)
    const sub = category.subCategories[0] as { _id: string; name: string }
    await page.goto(`/page/activities?${new URLSearchParams({ id: sub._id, name: sub.name })}`)
    await expect(
      page.getByRole('heading', { level: 2, name: `${category.name} activities` }),
    ).toBeVisible()
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(category.name)
  })

  test('each list page renders its first 12 items and its heading', async ({ page }) => {
    const popular = await apiGet<Listed<{ _id: string }>>(
      page.request,
      '/items/popular-items?limit=1',
    )
    const itemId = popular.list[0]?._id ?? ''
    for (const [path, heading] of [
      ['/list/equipments/POPULAR', 'Most popular now'],
      ['/list/equipments/OUTDOOR_WEEKEND_ITEM', 'Get outdoors this weekend'],
      [`/list/equipments/RELATED_ITEM/${itemId}`, 'All related items'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(await cards(page.locator('main')).count()).toBeGreaterThan(0)
      expect(await cards(page.locator('main')).count()).toBeLessThanOrEqual(12)
    }
    await page.goto('/list/equipments/POPULAR')
    await expect(cards(page.locator('main'))).toHaveCount(12)
    for (const path of [
      '/list/equipments/RELATED_ITEM',
      '/list/equipments/popular',
      `/list/equipments/RELATED_ITEM/00000000-0000-4000-8000-000000000000`,
    ]) {
      expect((await page.goto(path))?.status()).toBe(404)
    }
  })

  test('stories: tabs are links, the chosen tab’s first page is rendered', async ({ page }) => {
    const popular = await apiGet<Listed<{ title: string }>>(
      page.request,
      '/user/adventure/stories?storyType=POPULAR&limit=9',
    )
    await page.goto('/stories?tab=POPULAR')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['For you', 'Popular', 'New', 'Our pick'])
    await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('href', '/stories?tab=NEW')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
      popular.list.map((story) => story.title),
    )
  })

  test('a story renders its sanitised HTML, related items, Article JSON-LD and meta', async ({
    page,
  }) => {
    const stories = await apiGet<Listed<{ _id: string; title: string }>>(
      page.request,
      '/user/adventure/stories?limit=1',
    )
    const story = stories.list[0] as { _id: string; title: string }
    const response = await page.goto(`/stories/${story._id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    const body = page.locator('.story__body')
    await expect(body.getByRole('heading', { level: 2, name: 'Tips' })).toBeVisible()
    await expect(
      body.locator('script, style, iframe, form, [style], [onclick], [onerror]'),
    ).toHaveCount(0)
    await expect(page.locator('main img').first()).toHaveAttribute('src', /\/media\/stories\//)
    await expect(cards(page.getByRole('region', { name: 'Related items' })).first()).toBeVisible()
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/stories/${story._id}$`),
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: story.title })
    expect((await page.goto('/stories/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404)
  })
})

test('a list page loads the next 12 when scrolled to its end, and only those', async ({ page }) => {
  await page.goto('/list/equipments/POPULAR')
  const main = page.locator('main')
  await expect(cards(main)).toHaveCount(12)
  const more = page.getByRole('button', { name: 'Load more' })
  await expect(more).toBeVisible({ timeout: 15_000 })
  await more.scrollIntoViewIfNeeded()
  await expect(cards(main)).toHaveCount(24)
  await expect(page.getByRole('status').filter({ hasText: '24 items shown' })).toBeAttached()
  // The next page waits for the next scroll: nothing keeps loading by itself.
  await page.waitForLoadState('networkidle')
  await expect(cards(main)).toHaveCount(24)
  expect(new Set(await hrefs(main)).size).toBe(24)
})

test('Load more works without IntersectionObserver, from the keyboard', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver')
  })
  await page.goto('/list/equipments/POPULAR')
  const main = page.locator('main')
  const more = page.getByRole('button', { name: 'Load more' })
  await expect(more).toBeVisible({ timeout: 15_000 })
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(cards(main)).toHaveCount(24)
  // Focus moves on to the first new item.
  const thirteenth = main.locator('.item-card__name a').nth(12)
  await expect(thirteenth).toBeFocused()
  await more.click()
  await expect(cards(main)).toHaveCount(36)
  expect(new Set(await hrefs(main)).size).toBe(36)
})

test('story tabs work from the keyboard', async ({ page, request }) => {
  const popular = await apiGet<Listed<{ title: string }>>(
    request,
    '/user/adventure/stories?storyType=POPULAR&limit=9',
  )
  await page.goto('/stories')
  const forYou = page.getByRole('tab', { name: 'For you' })
  await expect(forYou).toHaveAttribute('tabindex', '0', { timeout: 15_000 })
  await forYou.focus()
  await page.keyboard.press('ArrowRight')
  const popularTab = page.getByRole('tab', { name: 'Popular' })
  await expect(popularTab).toBeFocused()
  await expect(popularTab).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/\/stories\?tab=POPULAR$/)
  await expect(page.getByRole('tabpanel', { name: 'Popular' }).getByRole('heading')).toHaveText(
    popular.list.map((story) => story.title),
  )
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Our pick' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(forYou).toBeFocused()
  await expect(forYou).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('tabpanel', { name: 'For you' }).getByRole('link').first(),
  ).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeFocused()
})

test('a hirer saves an item, finds it on /saved-item and removes it there', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/list/equipments/POPULAR')
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  const unsaved = cards(page.locator('main'))
    .filter({ has: page.locator('button[aria-pressed="false"]') })
    .first()
  const name = (await unsaved.locator('.item-card__name').textContent())?.trim() ?? ''
  const toggle = page.locator('main').getByRole('button', { name: `Save ${name}`, exact: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // Cards rendered by the server show the user's own bookmarks once hydrated.
  await page.reload()
  await expect(
    cards(page.locator('main'))
      .filter({ hasText: name })
      .getByRole('button', { name: `Save ${name}` }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 })

  await page.goto('/saved-item')
  await expect(page.getByRole('heading', { level: 1, name: 'Your saved items' })).toBeVisible()
  const saved = page.locator('main').getByRole('heading', { level: 2, name, exact: true })
  await expect(saved).toBeVisible({ timeout: 15_000 })
  await expectAccessible(page)
  await page.getByRole('button', { name: `Save ${name}` }).click()
  await expect(saved).toHaveCount(0)
  await expect(
    page.getByRole('status').filter({ hasText: `${name} removed from your saved items.` }),
  ).toBeAttached()
  await page.reload()
  await expect(page.locator('main article.item-card').first()).toBeVisible({ timeout: 15_000 })
  await expect(saved).toHaveCount(0)
})

test('a guest who saves an item is asked to sign in', async ({ page, request }) => {
  const category = await firstCategory(request)
  await page.goto(`/category/${category._id}`)
  const shelf = island(page, 'trending-title')
  await hydrated(shelf)
  const toggle = shelf.locator('.item-card__bookmark').first()
  await toggle.click()
  await expect(
    page.getByRole('dialog').getByText('Please log in or sign up to continue.'),
  ).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expectAccessible(page)
})

test('every browsing page is accessible', async ({ page, request }) => {
  const category = await firstCategory(request)
  const stories = await apiGet<Listed<{ _id: string }>>(request, '/user/adventure/stories?limit=1')
  for (const path of [
    `/category/${category._id}`,
    '/page/activities',
    '/list/equipments/POPULAR',
    '/stories',
    `/stories/${stories.list[0]?._id}`,
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }
})
