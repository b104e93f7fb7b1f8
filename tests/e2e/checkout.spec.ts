/**
 * Booking an item end to end: the booking panel of the item page, the terms step,
 * 'Confirm and pay' with the demo hirer's sandbox card, and 'Payment Successful!'; in full,
 * then a standard deposit more than 7 days away; a guest signing in inside the panel; the
 * checkout pages' guards.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { marketplaceUrl, partnerUrl } from '../../playwright.config.ts'
import { signInAsHirer } from './account-session.ts'
import { expectAccessible, hydrated, localMidnight } from './helpers.ts'
import { continueOnMarketplace, pickDates, signInInDialog } from './partner-support.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

interface Detail {
  _id: string
  itemCategoryType: number
  availableUnits: number
  price: { amount: number; type: number }[]
  minimumHireDuration: { value: number; type: number } | null
  maximumHireDuration: { value: number; type: number } | null
  isNoMaxHireDuration: boolean
  instantBooking: boolean
}

/** A product of the demo supplier with a day price that takes a hire of 2 to 3 days. */
async function bookableItem(request: APIRequestContext, skip: string[] = []): Promise<Detail> {
  const login = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { email: 'supplier@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  const supplierId = ((await login.json()).data as { user: { _id: string } }).user._id
  const list = await request.get(
    `/api/v1/items/recently-added-items?userId=${supplierId}&limit=30`,
    { headers: publicHeaders },
  )
  for (const summary of ((await list.json()).data as { list: { _id: string }[] }).list) {
    if (skip.includes(summary._id)) continue
    const response = await request.get(`/api/v1/items/${summary._id}`, { headers: publicHeaders })
    const item = (await response.json()).data as Detail
    const days = (limit: Detail['minimumHireDuration']) =>
      limit ? limit.value * ({ 1: 1, 2: 7, 3: 30, 4: 1 / 24, 5: 0.5 }[limit.type] ?? 1) : null
    const fits =
      item.itemCategoryType === 2 &&
      item.availableUnits >= 1 &&
      item.price.some((price) => price.type === 1 && price.amount > 0) &&
      (days(item.minimumHireDuration) ?? 0) <= 2 &&
      (item.isNoMaxHireDuration || (days(item.maximumHireDuration) ?? 99) >= 3)
    if (fits) return item
  }
  throw new Error('the demo supplier has no bookable product')
}

const bookButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Booking' })
    .getByRole('button', { name: /^(Book now|Request to book)$/ })

test('a hirer books an item in full, then another with a standard deposit', async ({ page }) => {
  const session = await signInAsHirer(page)
  const item = await bookableItem(page.request)

  // First booking: 3 days from the day after tomorrow, paid in full.
  await page.goto(`/equipments/${item._id}`)
  await hydrated(page)
  const booking = page.getByRole('region', { name: 'Booking' })
  await expect(booking.getByRole('list', { name: 'Price by length of hire' })).toBeVisible()
  await expect(booking.getByText('Choose your dates to see the price.')).toBeVisible()
  await pickDates(page.locator('body'), 2, 4)
  await expect(booking.getByText(/^Hire \(3 days × \$[\d,]+\.\d{2}\)$/)).toBeVisible()
  await expect(booking.getByText('Total')).toBeVisible()
  await expectAccessible(page)
  await bookButton(page).click()

  await expect(page).toHaveURL(/\/item\/tearmsandcondition$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Your booking' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Accept and Continue' }).click()

  await expect(page).toHaveURL(/\/item\/booking$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Pay in full' })).toBeChecked()
  // The demo hirer's only saved card starts chosen.
  await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Add card' })).toHaveAttribute(
    'href',
    '/item/add-card?back=/item/booking',
  )
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm and pay' }).click()

  await expect(page).toHaveURL(/\/item\/successfulPayment$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByText('Paid now')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/invite-friend/${session.user._id}$`))
  await expect(page.getByText('Invite your friends and get a $20 credit!')).toBeVisible()

  // Second booking, more than 7 days away: a standard deposit, the bond charged later.
  await page.goto(`/equipments/${item._id}`)
  await hydrated(page)
  await pickDates(page.locator('body'), 20, 21)
  await bookButton(page).click()
  await page.getByRole('button', { name: 'Accept and Continue' }).click()
  await expect(page).toHaveURL(/\/item\/booking$/)
  await hydrated(page)
  await page.getByRole('radio', { name: /^Standard deposit/ }).check()
  await expect(page.getByText('At pick-up', { exact: true })).toBeVisible()
  await expect(
    page.getByText(
      'Only the booking amount is charged now. The bond will be charged about 7 days before your booking date.',
    ),
  ).toBeVisible()
  await page.getByRole('radio', { name: /ending in 4242/ }).check()
  await page.getByRole('button', { name: 'Confirm and pay' }).click()
  await expect(page).toHaveURL(/\/item\/successfulPayment\?id=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Due at pick-up', { exact: true })).toBeVisible()

  // Both bookings are in the hirer's list.
  const list = await page.request.get('/api/v1/booking?type=Current&limit=50', {
    headers: { ...publicHeaders, authorization: `Bearer ${session.accessToken}` },
  })
  const mine = (
    (await list.json()).data as { list: { itemId: string; isStandardBooking: boolean }[] }
  ).list.filter((entry) => entry.itemId === item._id)
  expect(mine.map((entry) => entry.isStandardBooking).sort()).toEqual([false, true])
})

test('a guest signs in inside the panel and goes on with the same choice', async ({ page }) => {
  const item = await bookableItem(page.request)
  await page.goto(`/equipments/${item._id}`)
  await hydrated(page)
  await pickDates(page.locator('body'), 30, 31)
  await bookButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Log In' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Log in to book this item.')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('hirer@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Password1')
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click()

  await expect(page).toHaveURL(/\/item\/tearmsandcondition$/)
  await hydrated(page)
  const summary = page.getByRole('region', { name: 'Your booking' })
  const first = new Date(localMidnight(30))
  await expect(summary).toContainText(String(first.getFullYear()))
  await expect(summary).toContainText(first.toLocaleDateString('en-AU', { weekday: 'long' }))

  // A first sign-in, but the tour waits for the home page: nothing covers the terms.
  await expect(page.locator('header').getByRole('button', { name: /account menu/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(/Step 1 of \d/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Accept and Continue' }).click({ timeout: 5_000 })
  await expect(page).toHaveURL(/\/item\/booking$/)
  await page.goto('/')
  await expect(page.getByRole('dialog').getByText('Step 1 of 7')).toBeVisible()
})

test('the checkout pages need a booking in progress', async ({ page, browser }) => {
  await signInAsHirer(page)
  for (const path of ['/item/booking', '/item/tearmsandcondition']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
  }
  // A visitor with no session at all is sent home by the layout's guard first.
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(new URL('/item/booking', page.url()).href)
  await expect(visitor).toHaveURL(/\/$/)
  await context.close()
})

test('<hire-item> on a partner page signs a guest in there; the checkout in place can continue on the marketplace with the same choice', async ({
  page,
}) => {
  const item = await bookableItem(page.request)
  await page.goto(partnerUrl)
  await page.evaluate((id) => {
    const element = document.createElement('hire-item')
    element.setAttribute('item-id', id)
    document.body.append(element)
  }, item._id)
  const widget = page.locator('hire-item')
  await expect(widget.getByRole('region', { name: 'Booking' })).toBeVisible()
  await pickDates(widget, 5, 7)
  const quoted = widget.getByText(/^Hire \(3 days × \$[\d,]+\.\d{2}\)$/)
  const line = await quoted.textContent()
  await expectAccessible(page)
  await widget.getByRole('button', { name: /^(Book now|Request to book)$/ }).click()
  await signInInDialog(page)
  await continueOnMarketplace(widget)

  await page.waitForURL(`${marketplaceUrl}/equipments/${item._id}?**`)
  await hydrated(page)
  const booking = page.getByRole('region', { name: 'Booking' })
  await expect(booking.getByText(line ?? '')).toBeVisible()
  await expect(booking.getByRole('button', { name: /^Dates/ })).toContainText(
    new Date(localMidnight(5)).getDate().toString(),
  )
})
