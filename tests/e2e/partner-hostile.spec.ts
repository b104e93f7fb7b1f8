/**
 * A partner page written with no thought for our widgets (tests/e2e/partner/hostile.html):
 * dark, a 62.5% root, content-box everywhere, unset buttons and inputs, inherited line
 * height, letter spacing, centring and white text, a sticky header at the largest z-index,
 * `<hire-item>` in a clipped and transformed frame, `<hire-account>` in a 280 px sidebar,
 * listings in a `dir=rtl` section, two search bars, the loader included twice and the
 * page's own (older) map library. At a phone's width and a desktop's.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { partnerUrl } from '../../playwright.config.ts'
import { expectOverlayOnTop } from './overlay-hit.ts'
import { newestItemIds, signInInDialog } from './partner-support.ts'

const widgets = ['item', 'search-1', 'search-2', 'listings', 'bookings', 'account']

interface HostileWindow {
  hostGlobals: string[]
  hireEvents: { name: string; target: string }[]
  maplibregl?: { partner?: boolean }
  amdDefinitions: number
}

/** Opens the page with the newest item in the frame; resolves once every widget is ready. */
async function openHostile(page: Page): Promise<string[]> {
  const ids = await newestItemIds(page.request, 3)
  await page.goto(`${partnerUrl}/hostile?id=${ids[0]}`)
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as HostileWindow).hireEvents
          .filter((event) => event.name === 'hire-ready')
          .map((event) => event.target),
      ),
    )
    .toEqual(expect.arrayContaining(widgets))
  await expect(page.locator('#item').getByRole('region', { name: 'Booking' })).toBeVisible()
  await expect(page.locator('#listings').getByRole('link').first()).toBeVisible()
  return ids
}

/** Whether focus (looked for through shadow roots) is inside `scope`. */
function focusWithin(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    for (let at: Node | null = active; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null)
      if (at === root) return true
    return false
  })
}

/** Opens a dialog with `trigger`, checks it is on top and keeps focus, closes it with Escape. */
async function expectModal(page: Page, trigger: Locator, dialog: Locator, what: string) {
  await trigger.click()
  await expectOverlayOnTop(dialog, what)
  await expect.poll(() => focusWithin(dialog)).toBe(true)
  for (let press = 0; press < 25; press += 1) await page.keyboard.press('Tab')
  expect(await focusWithin(dialog), `${what}: Tab stays inside`).toBe(true)
  await page.keyboard.press('Shift+Tab')
  expect(await focusWithin(dialog), `${what}: Shift+Tab stays inside`).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => focusWithin(trigger), `${what}: focus returns`).toBe(true)
}

for (const width of [375, 1280]) {
  test.describe(`a hostile partner page at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } })

    test('every widget keeps its own size and type, and nothing scrolls the page sideways', async ({
      page,
    }) => {
      await openHostile(page)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
        .toBeLessThanOrEqual(0)
      // The sign-in form fits its column (the 280 px sidebar on a desktop) to the Show button.
      const account = page.locator('#account')
      const show = account.getByRole('button', { name: 'Show' })
      const [column, button] = [await account.boundingBox(), await show.boundingBox()]
      if (!column || !button) throw new Error('the sign-in form did not lay out')
      expect(button.x + button.width).toBeLessThanOrEqual(column.x + column.width + 0.5)
      // The page's 10 px root, letter spacing, line height and centring stay outside.
      const email = await account.getByText('Email', { exact: true }).evaluate((label) => {
        const style = getComputedStyle(label)
        return [style.fontSize, style.letterSpacing, style.lineHeight, style.textAlign]
      })
      expect(email).toEqual(['16px', 'normal', '22.4px', 'start'])
      // And nothing of ours reaches the page's own text and controls.
      const host = await page.evaluate(() => {
        const text = getComputedStyle(document.getElementById('host-text') as Element)
        const button = getComputedStyle(document.getElementById('subscribe') as Element)
        return {
          text: [text.fontFamily, text.letterSpacing, text.textAlign, text.color],
          button: [button.borderTopStyle, button.backgroundColor, button.paddingTop],
          sheets: document.styleSheets.length + document.adoptedStyleSheets.length,
        }
      })
      expect(host).toEqual({
        text: ['Georgia, serif', '1.6px', 'center', 'rgb(255, 255, 255)'],
        button: ['none', 'rgba(0, 0, 0, 0)', '0px'],
        sheets: 1,
      })
    })

    test('dialogs open over the sticky header and out of the clipped frame, keep focus and give it back', async ({
      page,
    }) => {
      await openHostile(page)
      const item = page.locator('#item')
      await expectModal(
        page,
        item.getByRole('region', { name: 'Booking' }).getByRole('button', { name: /^Dates/ }),
        item.getByRole('dialog', { name: 'Choose dates' }),
        'date picker',
      )
      const bookings = page.locator('#bookings')
      await expectModal(
        page,
        bookings.getByRole('button', { name: 'Log In' }),
        page.getByRole('dialog', { name: 'Log In' }),
        'sign-in dialog',
      )
      let search: Locator = page.locator('#search-1')
      if (width < 600) {
        await search.getByRole('button', { name: /^Search:/ }).click()
        search = page.getByRole('dialog', { name: 'Search' })
      }
      await search.getByRole('combobox', { name: 'Activities' }).fill('kay')
      const list = search.locator('.hire-popup').filter({ has: page.getByRole('option') })
      await expect(list.getByRole('option').first()).toBeVisible()
      await expectOverlayOnTop(list, 'Activities list')
    })
  })
}

test('in a dir=rtl section the widgets still read left to right', async ({ page }) => {
  await openHostile(page)
  const listings = page.locator('#listings')
  const card = listings.getByRole('link').first()
  // English names, prices and units keep their order ('$45.00 / half day', '9’1” longboard').
  expect(await card.evaluate((link) => getComputedStyle(link).direction)).toBe('ltr')
  await card.click()
  const dialog = listings.getByRole('dialog')
  const booking = dialog.getByRole('region', { name: 'Booking' })
  await expect(booking).toBeVisible()
  expect(await booking.evaluate((region) => getComputedStyle(region).direction)).toBe('ltr')
})

test('the widgets keep to their own storage keys and add no globals or styles to the page', async ({
  page,
}) => {
  await openHostile(page)
  // A session (sign-in through a widget's dialog) and a map are what write the most.
  await page.locator('#bookings').getByRole('button', { name: 'Log In' }).click()
  await signInInDialog(page)
  await expect(page.locator('#bookings').getByRole('link', { name: 'History' })).toBeVisible()
  const item = page.locator('#item')
  await item.getByRole('button', { name: 'Show interactive map' }).click()
  const map = item.locator('section.hire-map')
  await expect(map).toHaveAttribute('data-phase', /ready|failed/, { timeout: 40_000 })
  const webgl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  })
  // Our map library, not the page's older one of the same name nor one its AMD loader got.
  if (webgl) await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
  const state = await page.evaluate(() => {
    const { hostGlobals, maplibregl, amdDefinitions } = window as unknown as HostileWindow
    const notOurs = (key: string) => !key.startsWith('hire:')
    return {
      local: Object.keys(localStorage).filter(notOurs),
      session: Object.keys(sessionStorage).filter(notOurs),
      ours: Object.keys(localStorage).some((key) => key.startsWith('hire:')),
      cookie: document.cookie,
      globals: Object.keys(window).filter(
        (key) => !hostGlobals.includes(key) && !['hostGlobals', 'hireEvents'].includes(key),
      ),
      pageMapLibrary: maplibregl?.partner === true,
      amdDefinitions,
      sheets: document.styleSheets.length + document.adoptedStyleSheets.length,
    }
  })
  expect(state).toEqual({
    local: ['partner:cart'],
    session: ['partner:visit'],
    ours: true,
    cookie: 'partner_session=abc',
    globals: [],
    pageMapLibrary: true,
    amdDefinitions: 0,
    sheets: 1,
  })
})

test('the loader included twice, elements added late, moved back in and changed all work', async ({
  page,
}) => {
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text())
  })
  const [, second, third] = await openHostile(page)
  const item = page.locator('#item')
  const title = item.getByRole('heading', { level: 1 })
  const first = await title.textContent()
  // An attribute changed after load shows the other item.
  await item.evaluate((element, id) => element.setAttribute('item-id', id ?? ''), third)
  await expect(title).not.toHaveText(first ?? '')
  const changed = await title.textContent()
  // Removed and added again, it shows that item again.
  await item.evaluate((element) => {
    const frame = element.parentElement as Element
    element.remove()
    requestAnimationFrame(() => frame.append(element))
  })
  await expect(item.getByRole('region', { name: 'Booking' })).toBeVisible()
  await expect(title).toHaveText(changed ?? '')
  // Added by the page's script after everything loaded.
  await page.evaluate((id) => {
    const late = document.createElement('hire-item')
    late.id = 'late-item'
    late.setAttribute('item-id', id ?? '')
    document.getElementById('late')?.append(late)
  }, second)
  await expect(page.locator('#late-item').getByRole('region', { name: 'Booking' })).toBeVisible()
  // Two search bars of one page stay apart.
  await page.locator('#search-2').evaluate((element) => element.setAttribute('activity', 'Surfing'))
  const activities = (id: string) => page.locator(id).getByRole('combobox', { name: 'Activities' })
  await expect(activities('#search-2')).toHaveValue('Surfing')
  await expect(activities('#search-1')).toHaveValue('')
  expect(failures).toEqual([])
})
