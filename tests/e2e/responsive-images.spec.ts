/**
 * Pictures come sized and in modern formats: every picture of the home and item pages has
 * width and height, every raster one a srcset of resized copies (AVIF and WebP sources, or
 * the widget's WebP srcset), the page's largest picture loads eagerly with
 * fetchpriority=high and the rest lazily; the browser really fetches a copy, not the
 * original. The item gallery's controls centre under the photo at every width.
 */
import { expect, type Page, test } from '@playwright/test'
import { type SeededIds, seededIds } from './layout-width-support.ts'

let ids: SeededIds
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  ids = await seededIds(request)
  await request.dispose()
})

interface Picture {
  src: string
  width: string | null
  height: string | null
  loading: string | null
  priority: string | null
  srcset: string
  sources: string[]
}

/** Every <img> of the page (light DOM and open shadow roots) with what sizes and picks it. */
function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(() => {
    const all: HTMLImageElement[] = []
    const visit = (root: Document | ShadowRoot) => {
      all.push(...root.querySelectorAll('img'))
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot)
      }
    }
    visit(document)
    return all.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      srcset: img.getAttribute('srcset') ?? '',
      sources:
        img.parentElement?.tagName === 'PICTURE'
          ? [...img.parentElement.querySelectorAll('source')].map(
              (source) => `${source.type} ${source.srcset}`,
            )
          : [],
    }))
  })
}

const isRaster = (src: string) => /\/media\/[^?#]+\.(?:jpe?g|png|webp)$/i.test(src)

function expectSizedAndResponsive(all: Picture[]) {
  for (const picture of all) {
    expect(picture.width, `width of ${picture.src}`).toMatch(/^\d+$/)
    expect(picture.height, `height of ${picture.src}`).toMatch(/^\d+$/)
    if (!isRaster(picture.src)) continue
    const offered = [picture.srcset, ...picture.sources].join(' ')
    expect(offered, `copies of ${picture.src}`).toMatch(/\?w=320&f=(webp|avif) 320w/)
    expect(offered, `copies of ${picture.src}`).toContain('f=webp')
  }
}

test('home: sized pictures with resized copies, the banner first and eager', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/')
  const all = await pictures(page)
  expect(all.some((picture) => isRaster(picture.src))).toBe(true)
  expectSizedAndResponsive(all)

  const banner = all.find((picture) => picture.src.endsWith('/media/banners/home.jpg'))
  expect(banner, 'the hero banner').toBeTruthy()
  expect(banner?.priority).toBe('high')
  expect(banner?.loading).not.toBe('lazy')
  expect(banner?.sources.map((source) => source.split(' ')[0])).toEqual([
    'image/avif',
    'image/webp',
  ])
  // Only the banner is urgent; every other picture of the page waits until it is near.
  const others = all.filter((picture) => picture !== banner && picture.src.includes('/media/'))
  expect(others.length).toBeGreaterThan(0)
  for (const picture of others) {
    expect(picture.priority, picture.src).not.toBe('high')
    expect(picture.loading, picture.src).toBe('lazy')
  }

  // The phone downloads a resized AVIF copy of the banner, never the original JPEG.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name.split('/media/')[1]),
        ),
      { timeout: 15_000 },
    )
    .toContainEqual(expect.stringMatching(/^banners\/home\.jpg\?w=\d+&f=avif$/))
})

test('item: the first photo is eager with fetchpriority=high and every picture is sized', async ({
  page,
}) => {
  await page.goto(`/equipments/${encodeURIComponent(ids.item._id)}`)
  const stage = page.locator('.hire-gallery-stage img')
  await expect(stage).toHaveAttribute('fetchpriority', 'high', { timeout: 15_000 })
  await expect(stage).toHaveAttribute('loading', 'eager')
  expectSizedAndResponsive(await pictures(page))
})

for (const width of [375, 768, 1280]) {
  test(`item gallery at ${width} px: controls and count centre under the photo`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/equipments/${encodeURIComponent(ids.item._id)}`)
    const gallery = page.locator('.hire-gallery').first()
    const count = gallery.locator('.hire-gallery-count')
    await expect(count).toHaveText(/^Image 1 of \d+$/, { timeout: 15_000 })
    const photo = await gallery.locator('.hire-gallery-stage').boundingBox()
    const controls = await gallery.locator('.hire-gallery-controls').boundingBox()
    const label = await count.boundingBox()
    if (!photo || !controls || !label) throw new Error('gallery not laid out')
    const middle = (box: { x: number; width: number }) => box.x + box.width / 2
    expect(Math.abs(middle(label) - middle(photo))).toBeLessThan(2)
    expect(Math.abs(middle(controls) - middle(photo))).toBeLessThan(2)
    expect(controls.width).toBeLessThanOrEqual(photo.width + 1)
    await gallery.screenshot({ path: testInfo.outputPath(`gallery-${width}.png`) })
  })
}

/** A photo ten times taller than wide, served for every picture the page asks for. */
const portraitPhoto =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="1200"><rect width="120" height="1200" fill="#3a6"/></svg>'

/** Every card picture box of the page (light DOM and open shadow roots) with its photo. */
function cardBoxes(page: Page) {
  return page.evaluate(() => {
    const boxes: { kind: string; width: number; height: number; portrait: boolean }[] = []
    const visit = (root: Document | ShadowRoot) => {
      for (const box of root.querySelectorAll<HTMLElement>(
        '.card__media, .sub-card__media, .item-card__media, .story-card__media',
      )) {
        const img = box.querySelector('img')
        const { width, height } = box.getBoundingClientRect()
        const portrait = Boolean(img?.complete && img.naturalHeight > img.naturalWidth)
        boxes.push({ kind: box.className, width, height, portrait })
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot)
      }
    }
    visit(document)
    return boxes
  })
}

test('a portrait photo keeps every card picture at its box, on the site and in the widgets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.route('**/media/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: portraitPhoto }),
  )
  for (const path of [
    '/',
    `/category/${ids.category}`,
    `/search-result?categoryId=${ids.category}`,
  ]) {
    await page.goto(path)
    // Lazy pictures load as they come near: walk down the page so every card gets its photo.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect
      .poll(async () => (await cardBoxes(page)).filter((box) => box.portrait).length, {
        message: `portrait photos loaded in the cards of ${path}`,
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    for (const box of (await cardBoxes(page)).filter((card) => card.portrait)) {
      // 4:3 and 3:2 boxes are wider than tall; a stretched one is as tall as the photo.
      expect(box.height, `${path}: ${box.kind} ${box.width}×${box.height}`).toBeLessThan(box.width)
    }
  }
})
