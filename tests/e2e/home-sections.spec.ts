import { expect, test } from '@playwright/test'
import { type FailingApiSite, startFailingApiSite } from './failing-api-site.ts'
import { expectAccessible } from './helpers.ts'

test('a complete home page may be cached briefly', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.headers()['cache-control']).toBe('private, max-age=15')
  await expect(page.locator('[data-section-retry]')).toHaveCount(0)
  await expect(page.locator('#stories-title')).toBeVisible()
})

test.describe('home page when the API fails for one section', () => {
  let site: FailingApiSite

  test.beforeAll(async () => {
    site = await startFailingApiSite()
  })
  test.afterAll(async () => {
    await site?.close()
  })

  test('shows a retry state instead of the section, is not cached, and recovers', async ({
    page,
  }) => {
    site.failing.add('/user/adventure/stories')
    const response = await page.goto(`${site.origin}/`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('no-store')

    const stories = page.locator('section[aria-labelledby="stories-title"]')
    const retry = stories.getByRole('alert')
    await expect(retry).toContainText('The stories could not be loaded just now.')
    const again = retry.getByRole('link', { name: 'Try again' })
    await expect(again).toHaveAttribute('href', '/')
    // The other sections came through.
    await expect(
      page.locator('section[aria-labelledby="categories-title"] li').first(),
    ).toBeVisible()
    await expect(page.locator('section[aria-labelledby="trending-title"] li').first()).toBeVisible()
    await expect(page.locator('[data-section-retry]')).toHaveCount(1)
    await expectAccessible(page)

    // Trying again while the API still fails shows the retry state again.
    await Promise.all([page.waitForEvent('load'), again.click()])
    await expect(retry).toBeVisible()

    // Once the API answers, trying again shows the stories: a failure is never cached.
    site.failing.clear()
    const [reloaded] = await Promise.all([
      page.waitForResponse((answer) => answer.url() === `${site.origin}/`),
      again.click(),
    ])
    expect(reloaded.headers()['cache-control']).toBe('private, max-age=15')
    await expect(stories.getByRole('listitem').first()).toBeVisible()
    await expect(page.locator('[data-section-retry]')).toHaveCount(0)
  })
})
