import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible, hydrated, localMidnight } from './helpers.ts'
import {
  apiGet,
  busiestDestination,
  dayText,
  itemIds,
  missingId,
  trendingSection,
} from './location-support.ts'

test.describe('location pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/location/{id} renders the destination, its listings, stories, nearby places and JSON-LD', async ({
    page,
    request,
  }) => {
    const destination = await busiestDestination(request)
    const response = await page.goto(`/location/${destination._id}`)
    expect(response?.status()).toBe(200)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('link', { name: 'Location' })).toHaveAttribute(
      'href',
      '/location',
    )
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(destination.name)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.name)
    const [longitude, latitude] = destination.location.coordinates
    const viewMap = new URL(
      (await page.getByRole('link', { name: 'View Map' }).getAttribute('href')) ?? '',
      'http://x',
    )
    expect(viewMap.pathname).toBe('/page/map')
    expect(Object.fromEntries(viewMap.searchParams)).toEqual({
      lat: String(latitude),
      long: String(longitude),
      name: destination.name,
    })
    const trending = page.locator(trendingSection)
    const first = await apiGet<{ list: { _id: string }[] }>(
      request,
      `/destination-items?destinationId=${destination._id}&limit=12`,
    )
    expect(await trending.locator('a[href^="/equipments/"]').count()).toBe(12)
    await expect(trending.locator('a[href^="/equipments/"]').first()).toHaveAttribute(
      'href',
      `/equipments/${first.list[0]?._id}`,
    )
    await expect(trending.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      `/locationViewAll?locationId=${destination._id}`,
    )
    await expect(trending.getByRole('link', { name: 'Load More' })).toHaveAttribute(
      'href',
      `/location/${destination._id}?pageNo=2`,
    )
    await expect(page.getByRole('link', { name: 'Explore activities' })).toHaveAttribute(
      'href',
      '/page/activities',
    )
    const inspired = page.getByRole('region', { name: 'Get Inspired' })
    const stories = await apiGet<{ list: { _id: string }[] }>(
      request,
      `/user/adventure/stories?destinationId=${destination._id}&limit=2`,
    )
    await expect(inspired.locator('a[href^="/stories/"]')).toHaveCount(stories.list.length)
    if (!stories.list.length) await expect(inspired).toContainText('No result found')
    const nearby = page.getByRole('region', { name: 'Nearby Destinations' })
    expect(await nearby.locator('a[href^="/location/"]').count()).toBeGreaterThan(0)
    await expect(nearby.locator(`a[href="/location/${destination._id}"]`)).toHaveCount(0)

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    ) as Record<string, unknown>[]
    const place = jsonLd.find((entry) => entry['@type'] === 'TouristDestination')
    expect(place).toMatchObject({
      name: destination.name,
      geo: { '@type': 'GeoCoordinates', latitude, longitude },
    })
    expect(jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/location/${destination._id}$`),
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(destination.name),
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.jpg$/)
  })

  test('an unknown location answers 404 with the not-found page', async ({ page }) => {
    for (const path of [`/location/${missingId}`, '/location/not-an-id']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Page Not Found')).toBeVisible()
    }
    expect((await page.goto(`/locationViewAll?locationId=${missingId}`))?.status()).toBe(404)
  })

  test('/location filters by destination with a plain form', async ({ page, request }) => {
    const destination = await busiestDestination(request)
    await page.goto('/location')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations')
    const top = page.getByRole('region', { name: 'Top Locations' })
    expect(await top.locator('a[href^="/location/"]').count()).toBeGreaterThanOrEqual(3)
    await page.getByRole('combobox', { name: 'Destination' }).selectOption(destination._id)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`/location\\?destinationId=${destination._id}$`))
    const expected = await apiGet<{ list: { _id: string }[] }>(
      request,
      `/destination-items?destinationId=${destination._id}&limit=12`,
    )
    expect(await itemIds(page, trendingSection)).toEqual(expected.list.map((item) => item._id))
  })
})

test('Load More on /location/{id} appends the next 12 listings', async ({ page, request }) => {
  const destination = await busiestDestination(request)
  await page.goto(`/location/${destination._id}`)
  const trending = page.locator(trendingSection)
  const cards = trending.locator('a[href^="/equipments/"]')
  await expect(cards).toHaveCount(12)
  // The list hydrates when it scrolls into view; Load More is a button from then on.
  await cards.last().scrollIntoViewIfNeeded()
  await trending.getByRole('button', { name: 'Load More' }).click()
  await expect(cards).toHaveCount(24)
  const second = await apiGet<{ list: { _id: string }[] }>(
    request,
    `/destination-items?destinationId=${destination._id}&limit=12&pageNo=2`,
  )
  await expect(cards.nth(12)).toHaveAttribute('href', `/equipments/${second.list[0]?._id}`)
  await expect(page).toHaveURL(new RegExp(`/location/${destination._id}$`))
  await hydrated(page)
  await expectAccessible(page)
})

test('/location: top locations, the destination filter and Load More', async ({
  page,
  request,
}) => {
  const destination = await busiestDestination(request)
  await page.goto('/location')
  const trending = page.locator(trendingSection)
  const cards = trending.locator('a[href^="/equipments/"]')
  await expect(cards).toHaveCount(12)
  await cards.last().scrollIntoViewIfNeeded()
  await hydrated(page)
  await expectAccessible(page)
  await page.getByRole('combobox', { name: 'Destination' }).selectOption(destination._id)
  await expect(page).toHaveURL(new RegExp(`destinationId=${destination._id}`))
  const expected = await apiGet<{ list: { _id: string }[] }>(
    request,
    `/destination-items?destinationId=${destination._id}&limit=12`,
  )
  await expect(cards.first()).toHaveAttribute('href', `/equipments/${expected.list[0]?._id}`)
  await trending.getByRole('button', { name: 'Load More' }).click()
  await expect(cards).toHaveCount(Math.min(24, destination.itemCount))
})

test('/locationViewAll lists every listing of a location, loading more on scroll', async ({
  page,
  request,
}) => {
  const destination = await busiestDestination(request)
  await page.goto(`/locationViewAll?locationId=${destination._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `All listings in ${destination.name}`,
  )
  await expect(page.getByRole('link', { name: 'Back to Locations' })).toHaveAttribute(
    'href',
    '/location',
  )
  const cards = page.locator('main a[href^="/equipments/"]')
  await expect(cards).toHaveCount(12)
  await hydrated(page)
  await expectAccessible(page)
  // Right under the page's h1, each card's title is an h2 (an h3 would skip a level, and a
  // screen reader's list of headings would hang the cards under nothing).
  await expect(page.locator('main h3')).toHaveCount(0)
  await expect(
    page
      .getByRole('heading', { level: 2 })
      .filter({ has: page.locator('a[href^="/equipments/"]') }),
  ).toHaveCount(12)
  await cards.last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 4000)
  // A long wheel may keep the sentinel in view after the first page arrives, so more
  // than one page can load: every load adds a whole page, and none repeats a listing.
  await expect
    .poll(async () => {
      const count = await cards.count()
      return count > 12 && (count % 12 === 0 || count === destination.itemCount)
    })
    .toBe(true)
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(hrefs).size).toBe(hrefs.length)
})

test.describe('/page/map', () => {
  const gold = { lat: -28.0167, long: 153.4, name: 'Gold coast' }
  const mapPath = `/page/map?lat=${gold.lat}&long=${gold.long}&name=Gold+coast`
  const markerIds = async (page: Page) =>
    ((await page.locator('.places-map').getAttribute('data-marker-ids')) ?? '')
      .split(' ')
      .filter(Boolean)
  const apiPage = (request: APIRequestContext, extra: string) =>
    apiGet<{ list: { _id: string }[]; total: number }>(
      request,
      `/items?latitude=${gold.lat}&longitude=${gold.long}&limit=4${extra}`,
    )

  test('pages, filters and markers follow the list', async ({ page, request }) => {
    await page.goto(mapPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities in Gold coast')
    const list = page.locator('.places-list')
    const first = await apiPage(request, '&pageNo=1')
    expect(first.total).toBeGreaterThan(8)
    await expect(list.locator('a[href^="/equipments/"]')).toHaveCount(4)
    expect(await itemIds(page, '.places-list')).toEqual(first.list.map((item) => item._id))
    expect(await markerIds(page)).toEqual(first.list.map((item) => item._id))
    await expect(page.getByRole('region', { name: 'Nearby Destinations' })).toBeVisible()
    await hydrated(page)
    await expectAccessible(page)

    await page
      .getByRole('navigation', { name: 'Listing pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/pageNo=2$/)
    const second = await apiPage(request, '&pageNo=2')
    await expect(list.locator('a[href^="/equipments/"]').first()).toHaveAttribute(
      'href',
      `/equipments/${second.list[0]?._id}`,
    )
    expect(await itemIds(page, '.places-list')).toEqual(second.list.map((item) => item._id))
    expect(await markerIds(page)).toEqual(second.list.map((item) => item._id))
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible()

    await page.getByRole('combobox', { name: 'Filters' }).selectOption({ label: 'Experience' })
    await expect(page).toHaveURL(/itemCategoryType=1$/)
    const experiences = await apiPage(request, '&pageNo=1&itemCategoryType=1')
    await expect(list.locator('a[href^="/equipments/"]').first()).toHaveAttribute(
      'href',
      `/equipments/${experiences.list[0]?._id}`,
    )
    expect(await itemIds(page, '.places-list')).toEqual(experiences.list.map((item) => item._id))
    expect(await markerIds(page)).toEqual(experiences.list.map((item) => item._id))

    await page.getByLabel('From', { exact: true }).fill(dayText(3))
    await page.getByLabel('To', { exact: true }).fill(dayText(5))
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`startDate=${dayText(3)}&endDate=${dayText(5)}`))
    const dated = await apiPage(
      request,
      `&pageNo=1&itemCategoryType=1&startDate=${localMidnight(3)}&endDate=${localMidnight(5)}`,
    )
    await expect(page.locator('.places-count')).toHaveText(
      dated.total ? new RegExp(`of ${dated.total} listing`) : '',
    )
    expect(await itemIds(page, '.places-list')).toEqual(dated.list.map((item) => item._id))
    expect(await markerIds(page)).toEqual(dated.list.map((item) => item._id))

    await page.goBack()
    await expect(page).toHaveURL(/itemCategoryType=1$/)
    await expect(list.locator('a[href^="/equipments/"]').first()).toHaveAttribute(
      'href',
      `/equipments/${experiences.list[0]?._id}`,
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('page links and the filter form work', async ({ page, request }) => {
      await page.goto(`${mapPath}&pageNo=2`)
      const second = await apiPage(request, '&pageNo=2')
      expect(await itemIds(page, '.places-list')).toEqual(second.list.map((item) => item._id))
      // No map can load: its box is left out rather than shown empty.
      await expect(page.locator('.hire-map')).toHaveCount(1)
      await expect(page.locator('.hire-map')).toBeHidden()
      await page.getByRole('combobox', { name: 'Filters' }).selectOption({ label: 'Product' })
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/itemCategoryType=2/)
      const products = await apiPage(request, '&pageNo=1&itemCategoryType=2')
      expect(await itemIds(page, '.places-list')).toEqual(products.list.map((item) => item._id))
    })
  })

  test('the filters: dates side by side on a phone, one aligned row on a desktop', async ({
    page,
  }) => {
    const box = async (name: string, role: 'textbox' | 'combobox' | 'button') => {
      const control =
        role === 'textbox' ? page.getByLabel(name, { exact: true }) : page.getByRole(role, { name })
      const found = await control.boundingBox()
      expect(found, name).not.toBeNull()
      return found ?? { x: 0, y: 0, width: 0, height: 0 }
    }
    const bottom = (found: { y: number; height: number }) => Math.round(found.y + found.height)

    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${mapPath}&startDate=${dayText(3)}&endDate=${dayText(5)}`)
    const [from, to, kind, apply] = [
      await box('From', 'textbox'),
      await box('To', 'textbox'),
      await box('Filters', 'combobox'),
      await box('Apply', 'button'),
    ]
    expect(Math.abs(from.y - to.y), 'From and To share a row').toBeLessThan(2)
    expect(to.x + to.width, 'To ends inside the phone').toBeLessThanOrEqual(375)
    expect(kind.y, 'the select is below the dates').toBeGreaterThan(from.y + from.height)
    expect(Math.abs(bottom(kind) - bottom(apply)), 'Apply is level with the select').toBeLessThan(3)
    await expect(page.getByRole('link', { name: 'Clear dates' })).toBeVisible()

    await page.setViewportSize({ width: 1280, height: 800 })
    const wide = [
      await box('From', 'textbox'),
      await box('To', 'textbox'),
      await box('Filters', 'combobox'),
      await box('Apply', 'button'),
    ]
    const bottoms = wide.map(bottom)
    expect(
      Math.max(...bottoms) - Math.min(...bottoms),
      `one row, level at the bottom: ${bottoms}`,
    ).toBeLessThan(3)
  })

  test('/map is the same page', async ({ page }) => {
    await page.goto(`/map?lat=${gold.lat}&long=${gold.long}&name=Noosa`)
    await expect(page).toHaveURL(/\/page\/map\?lat=-28\.0167&long=153\.4&name=Noosa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities in Noosa')
  })
})

test('the not-found location page is accessible', async ({ page }) => {
  await page.goto(`/location/${missingId}`)
  await expectAccessible(page)
})

test('sitemap.xml lists items, destinations, stories, categories and suppliers as valid XML', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await response.text()
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    }
  }, xml)
  expect(parsed.errors).toBe(0)
  expect(parsed).toMatchObject({
    root: 'urlset',
    namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  })
  const paths = parsed.locs.map((loc) => new URL(loc).pathname)
  expect(new Set(paths).size).toBe(paths.length)
  const item = (await apiGet<{ list: { _id: string }[] }>(request, '/items?limit=1')).list[0]
  const destination = await busiestDestination(request)
  expect(paths).toContain('/')
  expect(paths).toContain('/location')
  expect(paths).toContain(`/equipments/${item?._id}`)
  expect(paths).toContain(`/location/${destination._id}`)
  const { total } = await apiGet<{ total: number }>(request, '/items?limit=1')
  expect(paths.filter((path) => path.startsWith('/equipments/'))).toHaveLength(total)
  expect(paths.some((path) => path.startsWith('/stories/'))).toBe(true)
  expect(paths.some((path) => path.startsWith('/category/'))).toBe(true)
  expect(paths.some((path) => path.startsWith('/supplier/profile/'))).toBe(true)

  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
})
