import { expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { expectAccessible } from './helpers.ts'

/** The bookings area's island, once the signed-in hirer's cards are on screen. */
async function openList(page: Page, path: '/booking/current' | '/booking/history') {
  await page.goto(path)
  const cards = page.locator('.bookings-card:not(.bookings-card-skeleton)')
  await expect(cards.first()).toBeVisible()
  return cards
}

test.describe('the hirer’s bookings', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsHirer(page)
  })

  test('Current lists the seeded bookings with their tags, buttons and carbon points', async ({
    page,
  }) => {
    const cards = await openList(page, '/booking/current')
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Your bookings' })
    await expect(nav.getByRole('link', { name: 'Current' })).toHaveAttribute('aria-current', 'page')
    // Seeded: one booking in each current status, among them an active and an overdue one.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5)
    const active = cards.filter({ has: page.getByText(/^Status: Active$/) }).first()
    await expect(active.getByRole('link', { name: 'Return' })).toHaveAttribute(
      'href',
      /^\/booking\/confirm\?bookingID=/,
    )
    const overdue = cards.filter({ has: page.getByText(/^Status: Overdue$/) }).first()
    await expect(overdue.getByRole('link', { name: 'Payment' })).toHaveAttribute(
      'href',
      /^\/booking\/delayInReturn\?bookingID=/,
    )
    await expect(cards.first().getByText(/^Registered on \d{2} \w{3}\. \d{4}$/)).toBeVisible()
    // The demo hirer hired before, so the card draws the donut.
    await expect(page.getByRole('img', { name: /carbon points$/ })).toBeVisible()
    await expect(page.locator('.bookings-donut-total + .bookings-donut-label')).toHaveText('points')
    await expectAccessible(page)
  })

  test('a booking opened from the list shows the card’s data before its detail arrives', async ({
    page,
  }) => {
    const cards = await openList(page, '/booking/current')
    const link = cards.first().locator('h3 a')
    const name = ((await link.textContent()) ?? '').trim()
    const bookingId = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'bookingID',
    )
    // The detail's call hangs until released: whatever shows meanwhile came from the list.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/v1/booking/${bookingId}*`, async (route) => {
      await held
      await route.continue()
    })
    await link.click()
    await expect(page).toHaveURL(/\/booking\/detail\?bookingID=/)
    const detail = page.locator('.bookings-detail')
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 15_000 })
    await expect(detail.getByRole('list', { name: 'Prices' })).toBeVisible()
    await expect(detail.getByText('Total price')).toBeVisible()
    await expect(detail.getByRole('status', { name: 'Loading booking' })).toBeVisible()
    const title = detail.getByRole('heading', { level: 2, name })
    const top = await title.boundingBox()
    release()
    await expect(page.locator('.bookings-detail-about')).toBeVisible({ timeout: 15_000 })
    await expect(detail.getByRole('status', { name: 'Loading booking' })).toHaveCount(0)
    // The name does not move when the rest arrives.
    expect((await title.boundingBox())?.y).toBe(top?.y)
  })

  test('History lists finished hires with the supplier', async ({ page }) => {
    const cards = await openList(page, '/booking/history')
    const completed = cards.filter({ has: page.getByText(/^Status: Completed$/) }).first()
    await expect(completed.getByText(/^Hired /)).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Your bookings' })
        .getByRole('link', { name: 'History' }),
    ).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)
  })

  test('the search box narrows the list after a pause', async ({ page }) => {
    const cards = await openList(page, '/booking/current')
    const total = await cards.count()
    const name = ((await cards.first().locator('h3').textContent()) ?? '').trim()
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(name)
    await expect(async () => {
      const names = await cards.locator('h3').allTextContents()
      expect(names.length).toBeLessThan(total)
      for (const shown of names) expect(shown.toLowerCase()).toContain(name.toLowerCase())
    }).toPass()
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('zzz no such booking')
    await expect(page.getByText('No bookings match ‘zzz no such booking’.')).toBeVisible()
  })

  test('a booking opens; its settings menu works from the keyboard', async ({ page }) => {
    const cards = await openList(page, '/booking/current')
    // Exactly 'Requested' (not 'Change Requested'): its button waits for the supplier.
    const card = cards.filter({ has: page.getByText(/^Status: Requested$/) }).first()
    const name = ((await card.locator('h3').textContent()) ?? '').trim()
    await card.getByRole('link', { name }).click()
    await page.waitForURL(/\/booking\/detail\?bookingID=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Awaiting Approval' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Request Change' })).toBeVisible()
    await expect(page.getByText(/^Bond \$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Supplier' })).toHaveAttribute(
      'href',
      /^\/user\/chat\?itemId=/,
    )

    const settings = page.getByRole('button', { name: `Booking settings for ${name}` })
    await settings.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Item details' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Cancel booking' })).toBeFocused()
    await expect(menu.getByRole('menuitem', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      /^\/booking\/cancel\?bookingID=/,
    )
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(settings).toBeFocused()
    await expectAccessible(page)

    await settings.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/equipments\//)
  })

  test('More Info opens the carbon information', async ({ page }) => {
    await openList(page, '/booking/current')
    await page.getByRole('button', { name: 'More Info' }).click()
    const dialog = page.getByRole('dialog', { name: 'Carbon credits' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(/points: kg of CO2e you saved/)).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('/booking and a detail without a booking go to the Current list', async ({ page }) => {
    await page.goto('/booking')
    await page.waitForURL(/\/booking\/current$/)
    await page.goto('/booking/detail')
    await page.waitForURL(/\/booking\/current$/)
  })

  test('a booking that cannot be loaded shows why, then goes to the Current list', async ({
    page,
  }) => {
    await page.goto('/booking/detail?bookingID=00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('alert').filter({ hasText: /not found/i })).toBeVisible()
    await page.waitForURL(/\/booking\/current$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the bookings pages render their heading and the Current and History links', async ({
    page,
  }) => {
    await page.goto('/booking/history')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking history' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Your bookings' })
    await expect(nav.getByRole('link', { name: 'Current' })).toHaveAttribute(
      'href',
      '/booking/current',
    )
    await expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page')
  })
})
