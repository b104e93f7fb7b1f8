/**
 * Booking on a partner's page (another origin, aggressive global CSS): a guest signs in,
 * accepts the terms and pays inside <hire-item> without the page navigating, the page hears
 * `hire-booking-confirmed`, and the partner code is on the booking through the partner API.
 * A page on an origin not on the partner allowlist still shows the item and explains that
 * sign-in is unavailable there.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import config, { marketplaceUrl, partnerPort, partnerUrl } from '../../playwright.config.ts'
import { hirer } from './account-session.ts'
import { expectAccessible } from './helpers.ts'
import {
  type DayItem,
  demoDayItems,
  pickDates,
  publicHeaders,
  signInInDialog,
} from './partner-support.ts'

const demoPartner = { code: 'demo-partner', key: 'sandbox-partner-key' }
const signInUnavailable =
  'Sign-in is not available on this site: it is not one of our partner sites. You can still browse here, or book on the marketplace.'

/** A demo supplier's product booked by the day (`skip` picks another one). */
async function dayItem(request: APIRequestContext, skip = 0): Promise<DayItem> {
  const item = (await demoDayItems(request))[skip]
  if (!item) throw new Error('the demo supplier has no product booked by the day')
  return item
}

// outsider.test resolves to this machine, but it is neither loopback nor a partner origin.
const launch = config.use?.launchOptions ?? {}
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--host-resolver-rules=MAP outsider.test 127.0.0.1'],
  },
})

/** Records every hire-booking-confirmed the page hears, and the page's history length. */
async function listen(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { confirmed: unknown[] }
    w.confirmed = []
    document.addEventListener('hire-booking-confirmed', (event) => {
      w.confirmed.push((event as CustomEvent).detail)
    })
  })
}

test('a guest books and pays inside <hire-item> on a partner page without leaving it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const item = await dayItem(page.request)
  await page.goto(`${partnerUrl}/item?id=${item._id}&partner=${demoPartner.code}`)
  const widget = page.locator('hire-item')
  await expect(widget.getByRole('region', { name: 'Booking' })).toBeVisible({ timeout: 30_000 })
  await listen(page)
  const start = await page.evaluate(() => ({ href: location.href, history: history.length }))

  await pickDates(widget, 50, 51)
  // The visitor scrolls the page so 'Book now' is in view (instantly: the partner's CSS
  // scrolls smoothly), and the page must stay there from now on.
  const bookNow = widget.getByRole('button', { name: /^(Book now|Request to book)$/ })
  await bookNow.evaluate((button) =>
    button.scrollIntoView({ block: 'center', behavior: 'instant' }),
  )
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  // The new-card form is a chunk of its own, fetched only when 'Add card' is wanted.
  const cardForm: string[] = []
  page.on('request', (request) => {
    if (/\/card-form-[\w-]+\.js$/.test(request.url())) cardForm.push(request.url())
  })
  await bookNow.click()

  // Signs in in place (the guest's sign-in dialog of the page's widgets).
  await signInInDialog(page)

  const checkout = widget.getByRole('dialog', { name: 'Book this item' })
  await expect(checkout.getByRole('heading', { name: 'Hire terms' })).toBeVisible({
    timeout: 30_000,
  })
  await expectAccessible(page)
  await checkout.getByRole('button', { name: 'Accept and Continue' }).click()
  await expect(checkout.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible()
  // The demo hirer's saved sandbox card.
  const savedCard = checkout.getByRole('radio', { name: /Visa ending in 4242/ }).first()
  await expect(savedCard).toBeVisible({ timeout: 30_000 })
  expect(cardForm).toEqual([])
  // 'Add card' loads the card form in place, in a dialog over the checkout; Cancel returns.
  await checkout.getByRole('button', { name: 'Add card' }).click()
  const addCard = widget.getByRole('dialog', { name: 'Add card' })
  await expect(addCard.getByLabel('Card number')).toBeVisible({ timeout: 30_000 })
  expect(cardForm).toHaveLength(1)
  await addCard.getByRole('button', { name: 'Cancel' }).click()
  await expect(addCard).toBeHidden()
  await savedCard.check()
  await checkout.getByRole('button', { name: 'Confirm and pay' }).click()
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 30_000,
  })

  const confirmed = await page.evaluate(
    () => (window as unknown as { confirmed: Record<string, unknown>[] }).confirmed,
  )
  expect(confirmed).toHaveLength(1)
  const detail = confirmed[0] as { bookingId: string; itemId: string; amount: number }
  expect(detail).toEqual({
    bookingId: expect.any(String),
    itemId: item._id,
    amount: expect.any(Number),
    currency: 'AUD',
  })
  expect(detail.amount).toBeGreaterThan(0)
  // Nothing navigated, no history entry was added, the page kept its scroll.
  expect(await page.evaluate(() => ({ href: location.href, history: history.length }))).toEqual(
    start,
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await checkout.getByRole('button', { name: 'Done' }).click()
  await expect(checkout).toBeHidden()
  // Closed: focus is back on 'Book now', the page where it was, its history untouched.
  await expect(bookNow).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  expect(await page.evaluate(() => ({ href: location.href, history: history.length }))).toEqual(
    start,
  )

  // The booking is the partner's: its report lists it, without personal data.
  const report = await page.request.get(`/api/v1/partners/${demoPartner.code}/bookings`, {
    headers: { ...publicHeaders, 'x-partner-key': demoPartner.key },
  })
  expect(report.status()).toBe(200)
  const data = (await report.json()).data as {
    list: { bookingId: string; itemId: string; amount: number }[]
  }
  expect(data.list.find((entry) => entry.bookingId === detail.bookingId)).toMatchObject({
    itemId: item._id,
    amount: detail.amount,
  })
  expect(JSON.stringify(data)).not.toContain(hirer.email)
})

test.describe('a page on an origin not on the partner allowlist', () => {
  test('shows the item and explains that sign-in is unavailable there', async ({ page }) => {
    test.setTimeout(120_000)
    const item = await dayItem(page.request, 1)
    const outsider = `http://outsider.test:${partnerPort}`
    await page.goto(`${outsider}/item?id=${item._id}&partner=${demoPartner.code}`)
    const widget = page.locator('hire-item')
    // Public content still loads.
    await expect(widget.getByRole('heading', { name: item.itemName, level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    const booking = widget.getByRole('region', { name: 'Booking' })
    await expect(booking.getByRole('note')).toHaveText(signInUnavailable)
    await expectAccessible(page)
    // Booking continues on the marketplace, with the partner code.
    await pickDates(widget, 52, 53)
    await booking.getByRole('button', { name: /^(Book now|Request to book)$/ }).click()
    await page.waitForURL(`${marketplaceUrl}/equipments/${item._id}?**`)
    expect(new URL(page.url()).searchParams.get('partner')).toBe(demoPartner.code)
    await expect(page.getByRole('dialog', { name: 'Log In' })).toHaveCount(0)
  })
})
