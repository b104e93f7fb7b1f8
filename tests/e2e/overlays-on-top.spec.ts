/**
 * Every overlay (typeahead lists, date pickers, dialogs, sheets, popups, menus) opened where
 * it exists (the search bar on the home page and above the results), on a phone (375 px)
 * and a desktop (1280 px): each interactive element inside
 * it is what a click at its centre reaches, never a page card, the header or a host page's
 * element drawn over it. Also the item page's date picker looks and works like the search
 * bar's (chosen start day highlighted, past days disabled, 40 px cells, on-screen).
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { partnerUrl } from '../../playwright.config.ts'
import { signInAsHirer } from './account-session.ts'
import { hydrated, localMidnight } from './helpers.ts'
import { expectOverlayOnTop } from './overlay-hit.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

/** A bookable product of the demo supplier that has questions. */
async function demoItem(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { email: 'supplier@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  const supplierId = ((await login.json()).data as { user: { _id: string } }).user._id
  const list = await request.get(
    `/api/v1/items/recently-added-items?userId=${supplierId}&limit=10`,
    { headers: publicHeaders },
  )
  const first = ((await list.json()).data as { list: { _id: string }[] }).list[0]
  if (!first) throw new Error('the demo supplier has no listings')
  return first._id
}

/** Clicks `trigger` until `overlay` shows: an island hydrates on its first interaction. */
async function open(trigger: Locator, overlay: Locator): Promise<void> {
  await expect(async () => {
    if (!(await overlay.isVisible())) await trigger.click()
    await expect(overlay).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

const datesDialog = (scope: Page | Locator) => scope.getByRole('dialog', { name: 'Choose dates' })

/** The item page's hydrated island (its buttons work from then on). */
async function itemPage(page: Page): Promise<Locator> {
  await page.goto(`/equipments/${await demoItem(page.request)}`)
  await hydrated(page)
  return page.locator('body')
}

/** The partner page with `<hire-item>` added. */
async function partnerItem(page: Page): Promise<Locator> {
  const itemId = await demoItem(page.request)
  await page.goto(partnerUrl)
  await page.evaluate((id) => {
    const element = document.createElement('hire-item')
    element.setAttribute('item-id', id)
    document.querySelector('main')?.prepend(element)
  }, itemId)
  const widget = page.locator('hire-item')
  await expect(widget.getByRole('region', { name: 'Booking' })).toBeVisible()
  return widget
}

async function openItemDates(scope: Locator): Promise<Locator> {
  const dialog = datesDialog(scope)
  await open(
    scope.getByRole('region', { name: 'Booking' }).getByRole('button', { name: /^Dates/ }),
    dialog,
  )
  return dialog
}

for (const width of [375, 1280]) {
  const phone = width < 600
  test.describe(`overlays on top at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 667 : 900 } })

    // The home bar, and the same bar over the results' cards and map.
    for (const [where, path] of [
      ['home', '/'],
      ['results', '/search-result?limit=10&pageNo=1'],
    ] as const) {
      test(`${where} search: activities, destinations and the date picker`, async ({ page }) => {
        await page.goto(path)
        let search: Locator = page.locator('.hire-search').first()
        if (phone) {
          const sheet = page.getByRole('dialog', { name: 'Search' })
          await open(search.getByRole('button', { name: /^Search:/ }), sheet)
          await expectOverlayOnTop(sheet, 'search sheet')
          await expectOverlayOnTop(sheet.getByRole('button', { name: 'Explore' }), 'Explore')
          search = sheet
        }
        const activities = search.getByRole('combobox', { name: 'Activities' })
        const activityList = search.locator('.hire-popup').filter({ has: page.getByRole('option') })
        await open(activities, activityList.first())
        // The empty field shows the category tiles, several rows of them.
        await expect(activityList.first().getByRole('option').nth(6)).toBeVisible()
        await expectOverlayOnTop(activityList.first(), 'Activities list')
        // Open, the list makes the sheet as tall as the screen: its fields and Explore too.
        if (phone) await expectOverlayOnTop(search, 'search sheet with the Activities list open')
        await page.keyboard.press('Escape')

        const destinations = search.getByRole('combobox', { name: 'Destinations' })
        const destinationList = search.locator('.hire-popup:not([hidden])')
        await open(destinations, destinationList.first())
        await destinations.fill('syd')
        await expect(destinationList.getByRole('option').first()).toBeVisible()
        await expectOverlayOnTop(destinationList.first(), 'Destinations list')
        await page.keyboard.press('Escape')

        const dates = datesDialog(page)
        await open(search.getByRole('button', { name: /^Date:/ }), dates)
        await expectOverlayOnTop(dates, 'home date picker')
        // Late-month days of the second month too.
        await expect(dates.getByRole('gridcell').last()).toBeVisible()
      })
    }

    test('results: filters, price and sort', async ({ page }) => {
      await page.goto('/search-result?limit=10&pageNo=1')
      await hydrated(page)
      const filters = page.getByRole('dialog', { name: 'Filters' })
      await open(page.getByRole('button', { name: 'Filters' }), filters)
      await expectOverlayOnTop(filters, 'filter modal')
      await filters.getByRole('button', { name: 'Close' }).click()
      await expect(filters).toBeHidden()

      const priceButton = page.getByRole('button', { name: 'Price', exact: true })
      const price = page.locator('.results-popup')
      await open(priceButton, price)
      await expectOverlayOnTop(price, 'price popup')
      await price.getByRole('slider').first().press('Escape')
      await expect(price).toBeHidden()

      // The sort menu is the browser's own select list; its control must be reachable.
      await expectOverlayOnTop(page.locator('.results-toolbar'), 'results toolbar with sort')
    })

    test('item page: date picker, questions and the sign-in dialog', async ({ page }) => {
      const scope = await itemPage(page)
      const dates = await openItemDates(scope)
      await expectOverlayOnTop(dates, 'item date picker')
      await page.keyboard.press('Escape')
      await expect(dates).toBeHidden()

      const questions = page.getByRole('dialog', { name: 'Questions' })
      await open(page.getByRole('button', { name: /^Read questions/ }), questions)
      await expectOverlayOnTop(questions, 'questions dialog')
      await page.keyboard.press('Escape')
      await expect(questions).toBeHidden()

      // A guest asking a question is asked to sign in first.
      const signIn = page.getByRole('dialog').filter({ has: page.getByLabel(/email/i) })
      await open(page.getByRole('button', { name: 'Ask a question' }), signIn.first())
      await expectOverlayOnTop(signIn.first(), 'sign-in dialog')
    })

    test('partner page: the date picker of <hire-item>', async ({ page }) => {
      const widget = await partnerItem(page)
      const dates = await openItemDates(widget)
      await expectOverlayOnTop(dates, 'partner item date picker')
    })

    test('bookings: the carbon dialog, a booking’s settings menu and its change dialog', async ({
      page,
    }) => {
      await signInAsHirer(page)
      await page.goto('/booking/current')
      const cards = page.locator('.bookings-card:not(.bookings-card-skeleton)')
      await expect(cards.first()).toBeVisible()
      const carbon = page.getByRole('dialog', { name: 'Carbon credits' })
      await open(page.getByRole('button', { name: 'More Info' }), carbon)
      await expectOverlayOnTop(carbon, 'carbon dialog')
      await page.keyboard.press('Escape')
      await expect(carbon).toBeHidden()

      const card = cards.filter({ has: page.getByText(/^Status: Requested$/) }).first()
      const name = ((await card.locator('h3').textContent()) ?? '').trim()
      await card.getByRole('link', { name }).click()
      await page.waitForURL(/\/booking\/detail\?bookingID=/)
      const menu = page.getByRole('menu')
      await open(page.getByRole('button', { name: `Booking settings for ${name}` }), menu)
      await expectOverlayOnTop(menu, 'booking settings menu')
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      const change = page.getByRole('dialog')
      await open(page.getByRole('button', { name: 'Request Change' }), change.first())
      await expectOverlayOnTop(change.first(), 'change dialog')
    })

    test('header: the profile menu', async ({ page }) => {
      await signInAsHirer(page)
      await page.goto('/')
      const menu = page.getByRole('menu')
      await open(page.locator('.header-account__chip'), menu)
      await expectOverlayOnTop(menu, 'profile menu')
    })
  })
}

/** What a date cell looks like: its box and colours. */
function cellLook(cell: Locator) {
  return cell.evaluate((element) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      background: style.backgroundColor,
      color: style.color,
      line: style.textDecorationLine,
    }
  })
}

async function expectStyledPicker(page: Page, scope: Locator) {
  const dialog = await openItemDates(scope)
  const today = dialog.locator(`[aria-current="date"]`)
  const start = dialog.locator('[role="gridcell"]:not([aria-disabled])').nth(3)
  const before = await cellLook(start)
  expect(before.width).toBeGreaterThanOrEqual(40)
  expect(before.height).toBeGreaterThanOrEqual(40)
  await start.click()
  await expect(start).toHaveAttribute('aria-selected', 'true')
  // Seen as it stays, not while the pointer hovers it.
  await page.mouse.move(0, 0)
  const chosen = await cellLook(start)
  expect(chosen.background, 'the chosen start day is highlighted').not.toBe(before.background)
  // Past days are marked and look unavailable (when this month shows any).
  if (new Date(localMidnight(-1)).getMonth() === new Date().getMonth()) {
    const past = dialog.locator('[aria-disabled="true"]').first()
    await expect(past).toBeVisible()
    const look = await cellLook(past)
    const current = await cellLook(today)
    expect(
      look.line.includes('line-through') || look.color !== current.color,
      'past days look unavailable',
    ).toBe(true)
  }
  // The dialog is whole on the screen and centred.
  const box = await dialog.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('no dialog box')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(Math.abs(box.x - (viewport.width - box.x - box.width))).toBeLessThanOrEqual(2)
}

test.describe('the item page date picker on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('on the site: start highlighted, past days disabled, 40 px cells, on-screen', async ({
    page,
  }) => {
    await expectStyledPicker(page, await itemPage(page))
  })

  test('in <hire-item> on a partner page: the same', async ({ page }) => {
    await expectStyledPicker(page, await partnerItem(page))
  })
})
