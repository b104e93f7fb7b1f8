import { expect, test } from '@playwright/test'
import { expectAccessible, focusRingContrast } from './helpers.ts'

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows seeded categories, trending items, destinations and stories', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).not.toBeEmpty()
    await expect(page.locator('main a[href^="/category/"]').first()).toBeVisible()
    expect(await page.locator('main a[href^="/equipments/"]').count()).toBeGreaterThanOrEqual(4)
    expect(await page.locator('main a[href^="/location/"]').count()).toBeGreaterThanOrEqual(3)
    const stories = page.locator('main a[href^="/stories/"]')
    await expect(stories).toHaveCount(3)
    const priceLabel = page.getByText(/\$\d+\.\d{2} \/ (day|week|month|hour|half day)/).first()
    await expect(priceLabel).toBeVisible()
  })

  test('footer links the top cities to their location pages', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    for (const city of ['Gold coast', 'Melbourne', 'Adelaide']) {
      await expect(footer.getByRole('link', { name: city })).toHaveAttribute(
        'href',
        /^\/location\/[0-9a-f-]{36}$/,
      )
    }
    await expect(footer.getByRole('link', { name: /business/i })).toHaveAttribute(
      'href',
      '/business/auth/Login',
    )
  })

  test('a short page ends with the footer at the window’s bottom, without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1300 })
    for (const path of ['/not-found', '/auth/Login']) {
      await page.goto(path)
      const footer = await page.locator('footer.site-footer').boundingBox()
      const main = await page.locator('main').boundingBox()
      if (!footer || !main) throw new Error(`${path}: no footer or main`)
      expect(Math.round(footer.y + footer.height), `${path}: the footer's bottom`).toBe(1300)
      expect(footer.y, `${path}: the footer stays below the content`).toBeGreaterThan(
        main.y + main.height,
      )
      expect(await page.evaluate(() => document.documentElement.scrollHeight), path).toBe(1300)
    }
  })

  test('privacy policy and terms render their content', async ({ page }) => {
    await page.goto('/privacypolicy')
    await expect(page.locator('main')).toContainText(/privacy/i)
    await page.goto('/termsAndCondition')
    await expect(page.locator('main')).toContainText(/terms/i)
  })

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops!')).toBeVisible()
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByText('Page Not Found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/')
  })

  test('under construction page', async ({ page }) => {
    await page.goto('/under-construction')
    await expect(
      page.getByText('This Page is under construction. Please come back later.'),
    ).toBeVisible()
  })
})

test('home page and static pages are accessible', async ({ page }) => {
  for (const path of [
    '/',
    '/privacypolicy',
    '/termsAndCondition',
    '/under-construction',
    '/not-found',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }
})

test('header turns solid after scrolling 200 px', async ({ page }) => {
  await page.goto('/')
  const header = page.locator('header').first()
  const before = await header.getAttribute('class')
  await page.mouse.wheel(0, 600)
  await expect.poll(async () => header.getAttribute('class')).not.toBe(before)
})

test('the focus ring stands out 3:1 from the white header, the page behind a card and the dark footer', async ({
  page,
}) => {
  await page.goto('/not-found')
  await page.keyboard.press('Tab')
  const controls = [
    page.locator('header').getByRole('link', { name: 'Locations' }),
    page.locator('footer').getByRole('link', { name: 'Privacy Policy' }),
  ]
  for (const control of controls) {
    await control.focus()
    expect(await focusRingContrast(control)).toBeGreaterThanOrEqual(3)
  }
  await page.goto('/')
  await page.keyboard.press('Tab')
  const card = page.locator('main a[href^="/category/"]').first()
  await card.focus()
  expect(await focusRingContrast(card)).toBeGreaterThanOrEqual(3)
})
