/**
 * Partner layouts that leave a widget little room: a 280 px sidebar and a search bar in a
 * short hero that clips what overflows it (`overflow: hidden`, a transform, paint
 * containment), under a sticky header with the largest z-index.
 */
import { expect, test } from '@playwright/test'
import { partnerUrl } from '../../playwright.config.ts'
import { anyItemId } from './partner-support.ts'

test('<hire-item> in a 280 px sidebar stacks its columns within the sidebar', async ({
  page,
  request,
}) => {
  await page.goto(`${partnerUrl}/tight?id=${await anyItemId(request)}`)
  const item = page.locator('#item')
  const booking = item.getByRole('region', { name: 'Booking' })
  await expect(booking).toBeVisible()
  const host = await item.boundingBox()
  const title = await item.getByRole('heading', { level: 1 }).boundingBox()
  const panel = await booking.boundingBox()
  if (!host || !title || !panel) throw new Error('the item did not lay out')
  // One column: the name uses the sidebar's width and the booking panel sits below it,
  // inside the sidebar, rather than a second column squeezing the name to a sliver.
  expect(title.width).toBeGreaterThan(host.width * 0.8)
  expect(panel.y).toBeGreaterThan(title.y + title.height)
  expect(panel.x).toBeGreaterThanOrEqual(host.x - 1)
  expect(panel.x + panel.width).toBeLessThanOrEqual(host.x + host.width + 1)
})

test("with the README's Content-Security-Policy the widgets draw styled and break no rule", async ({
  page,
  request,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text())
  })
  await page.goto(`${partnerUrl}/tight?csp=1&id=${await anyItemId(request)}`)
  const explore = page.locator('#search').getByRole('button', { name: 'Explore' })
  await expect(explore).toBeVisible()
  // Styled: the primary button has its own background, not the browser's bare button.
  const background = await explore.evaluate((button) => getComputedStyle(button).backgroundColor)
  expect(background).toBe('rgb(11, 87, 181)')
  const item = page.locator('#item')
  await expect(item.getByRole('region', { name: 'Booking' })).toBeVisible()
  // The map's code, its stylesheet and its worker (a blob: URL) arrive under the policy too.
  await item.getByRole('button', { name: 'Show interactive map' }).click()
  await expect(item.locator('section.hire-map')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})
