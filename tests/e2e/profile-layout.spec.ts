/**
 * The account pages as a signed-in hirer sees them: the page's heading once, and the cards
 * under it lined up with it, on a phone and on a desktop.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  return box ?? { x: 0, y: 0, width: 0, height: 0 }
}

test('the password page names itself once', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/change-password/in')
  await expect(page.getByLabel('Old password')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(1)
})

test('account cards span the column under the page heading', async ({ page }) => {
  await signInAsHirer(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, role, name] of [
      ['/change-password/in', 'textbox', 'Old password'],
      ['/notification-setting', 'switch', 'Reminders SMS messages'],
      ['/edit-profile', 'textbox', 'First name'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole(role, { name })).toBeVisible()
      const heading = await boxOf(page, 'main h1')
      const card = await boxOf(page, 'main .hire-card')
      const label = `${path} at ${width} px`
      expect(Math.abs(card.x - heading.x), `${label}: card's left edge`).toBeLessThanOrEqual(1)
      expect(Math.abs(card.width - heading.width), `${label}: card's width`).toBeLessThanOrEqual(1)
    }
  }
})

test('the three settings pages share their menu, beside them on a desktop and above on a phone', async ({
  page,
}) => {
  await signInAsHirer(page)
  const pages = [
    ['/edit-profile', 'Personal information'],
    ['/payment-detail', 'Bank Details'],
    ['/notification-setting', 'Notification settings'],
  ] as const
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, current] of pages) {
      await page.goto(path)
      const menu = page.getByRole('navigation', { name: 'Account settings' })
      await expect(menu.getByRole('link')).toHaveText(pages.map(([, label]) => label))
      await expect(menu.locator('[aria-current="page"]')).toHaveText(current)
      const nav = await boxOf(page, 'nav[aria-label="Account settings"]')
      const heading = await boxOf(page, 'main h1')
      const label = `${path} at ${width} px`
      if (width === 1280) expect(nav.x + nav.width, label).toBeLessThanOrEqual(heading.x)
      else expect(nav.y + nav.height, label).toBeLessThanOrEqual(heading.y)
    }
  }
  // The menu moves between them.
  await page
    .getByRole('navigation', { name: 'Account settings' })
    .getByRole('link', { name: 'Personal information' })
    .click()
  await expect(page).toHaveURL(/\/edit-profile$/)
})
