import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { marketplaceUrl, partnerUrl } from '../../playwright.config.ts'
import { expectAccessible, hydrated } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

interface Listed {
  _id: string
  itemName: string
  pickUpLocation?: { latitude: number; longitude: number; city: string; state: string }
}

const nearSydney = 'limit=10&pageNo=1&latitude=-33.87&longitude=151.21&address=Sydney%20NSW'

async function search(request: APIRequestContext, query: string): Promise<Listed[]> {
  const response = await request.get(`/api/v1/items?${query}`, { headers: publicHeaders })
  expect(response.ok()).toBe(true)
  return ((await response.json()).data as { list: Listed[] }).list
}

const placed = (item: Listed) =>
  Boolean(item.pickUpLocation?.latitude && item.pickUpLocation?.longitude)

/**
 * The map's on-demand code, under either build's names: the library, its stylesheet and
 * the engine (maplibre-gl*, maplibre-map.*), the offline style
 * (map-style*) and the engine chunk of the embed bundle (map-engine*).
 */
const mapCode = /maplibre|map-style|map-engine/

function recordMapRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (mapCode.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

/** Whether this browser has WebGL: the map must draw when it does, and list when not. */
async function hasWebgl(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  })
}

/** Loading the map engine and drawing its first frame in software is a slow step. */
const mapDrawMs = 40_000

async function expectDrawnOrListed(page: Page, region: ReturnType<Page['getByRole']>) {
  await expect(region).toHaveAttribute('data-phase', /ready|failed/, { timeout: mapDrawMs })
  if (await hasWebgl(page)) {
    await expect(region).toHaveAttribute('data-phase', 'ready')
    await expect(region.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(region.getByRole('button', { name: 'Zoom in' })).toBeVisible()
  } else {
    await expect(region.getByText('The map cannot be shown in this browser.')).toBeVisible()
  }
}

test('/search-result shows the listed items on a map beside the list; Enter opens one', async ({
  page,
}) => {
  const list = (await search(page.request, nearSydney)).filter(placed)
  expect(list.length).toBeGreaterThan(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/search-result?${nearSydney}`)
  await hydrated(page)
  const map = page.getByRole('region', { name: 'Map of results', exact: true })
  await expect(map).toBeVisible()
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeHidden()
  await expectDrawnOrListed(page, map)

  const markers = map.getByRole('link')
  await expect(markers).toHaveCount(list.length)
  const first = list[0] as Listed
  // Each marker links to its item and is named after it (with its price).
  const marker = map.locator(`a[href="/equipments/${first._id}"]`)
  await expect(marker).toHaveCount(1)
  const name = await marker.evaluate((link) => link.getAttribute('aria-label') ?? link.textContent)
  expect(name?.startsWith(first.itemName)).toBe(true)
  await expectAccessible(page)

  await marker.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/equipments/${first._id}$`))
})

test('on a narrow screen the map code loads only when the Map toggle shows the map', async ({
  page,
}) => {
  const requested = recordMapRequests(page)
  await page.setViewportSize({ width: 420, height: 860 })
  await page.goto(`/search-result?${nearSydney}`)
  await hydrated(page)
  await expect(page.getByText(/results found$/)).toBeVisible()
  await page.waitForLoadState('networkidle')
  const map = page.getByRole('region', { name: 'Map of results', exact: true })
  await expect(map).toBeHidden()
  expect(requested).toEqual([])

  const toggle = page.getByRole('button', { name: 'Map', exact: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(map).toBeVisible()
  await expectDrawnOrListed(page, map)
  if (await hasWebgl(page)) expect(requested.some((url) => /maplibre/.test(url))).toBe(true)
  await expectAccessible(page)
})

test('an item page shows a still map and downloads no map engine until the visitor opens the map', async ({
  page,
}) => {
  const item = (await search(page.request, nearSydney)).find(placed) as Listed
  const requested = recordMapRequests(page)
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto(`/equipments/${item._id}`)
  await hydrated(page)
  const location = item.pickUpLocation as NonNullable<Listed['pickUpLocation']>
  const map = page.getByRole('region', {
    name: `Map of ${[location.city, location.state].filter(Boolean).join(', ')}`,
    exact: true,
  })
  // Scrolled to, the box shows the still picture (drawn by the server) and no engine loads.
  await map.scrollIntoViewIfNeeded()
  const still = map.getByRole('img', { name: 'Still map with the pick-up point marked' })
  await expect(still).toBeVisible()
  await expect
    .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await expectAccessible(page)

  const stillBox = await map.boundingBox()
  await map.getByRole('button', { name: 'Show interactive map' }).click()
  await expectDrawnOrListed(page, map)
  // The interactive map takes the still picture's place at its size: nothing moves.
  const liveBox = await map.boundingBox()
  expect(liveBox?.height).toBeCloseTo(stillBox?.height ?? 0, 0)
  expect(liveBox?.width).toBeCloseTo(stillBox?.width ?? 0, 0)
  if (await hasWebgl(page)) {
    expect(requested.some((url) => /maplibre/.test(url))).toBe(true)
    const pin = map.getByRole('button', { name: `Pick-up point of ${item.itemName}` })
    await expect(pin).toBeVisible()
    await pin.focus()
    await expect(pin).toBeFocused()
  }
  await expectAccessible(page)
})

test('without WebGL the results map lists its markers as links and downloads no map code', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string) {
      if (kind.startsWith('webgl') || kind === 'experimental-webgl') return null
      return original.apply(this, [kind] as never)
    } as typeof original
  })
  const list = (await search(page.request, nearSydney)).filter(placed)
  const requested = recordMapRequests(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/search-result?${nearSydney}`)
  await hydrated(page)
  const map = page.getByRole('region', { name: 'Map of results', exact: true })
  await expect(map.getByText('The map cannot be shown in this browser.')).toBeVisible()
  await expect(map.getByRole('link')).toHaveCount(list.length)
  await expect(map.getByRole('link').first()).toHaveAttribute('href', /^\/equipments\//)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await expectAccessible(page)
})

test('<hire-item> on a partner page draws its map inside the shadow root', async ({ page }) => {
  const item = (await search(page.request, nearSydney)).find(placed) as Listed
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const requested = recordMapRequests(page)
  await page.goto(partnerUrl)
  await page.evaluate((id) => {
    const element = document.createElement('hire-item')
    element.setAttribute('item-id', id)
    document.body.append(element)
  }, item._id)
  const widget = page.locator('hire-item')
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(item.itemName)
  const open = widget.getByRole('button', { name: 'Show interactive map' })
  await open.scrollIntoViewIfNeeded()
  await expect(widget.getByRole('img', { name: /Still map/ })).toBeVisible()
  expect(requested).toEqual([])
  await open.click()
  const map = widget.locator('section.hire-map')
  await expectDrawnOrListed(page, map)
  if (await hasWebgl(page)) {
    // The library (its worker inside, started from a blob: URL) and its stylesheet come
    // from the marketplace's origin.
    const origin = new URL(marketplaceUrl).origin
    const library = requested.find((url) => /maplibre-gl[^/]*\.js/.test(url))
    expect(library?.startsWith(origin)).toBe(true)
    const stylesheet = requested.find((url) => /maplibre-gl[^/]*\.css/.test(url))
    expect(stylesheet?.startsWith(origin)).toBe(true)
    // maplibre's stylesheet is linked in the shadow root, not in the partner's document.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style, link')].some(
        (sheet) =>
          sheet.textContent?.includes('.maplibregl-map') ||
          sheet.getAttribute('href')?.includes('maplibre'),
      ),
    )
    expect(sheets).toBe(false)
    const zoomIn = map.getByRole('button', { name: 'Zoom in' })
    const box = await zoomIn.boundingBox()
    expect(box?.width).toBeGreaterThan(20)
  }
  expect(errors).toEqual([])
})
