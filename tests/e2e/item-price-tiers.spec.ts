/**
 * The booking panel's 'Price by length of hire' reads as a table: every row's price starts
 * in one column, on a phone and on a desktop.
 */
import { expect, test } from '@playwright/test'

test('the price of every length of hire lines up in one column', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('main a[href^="/equipments/"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(href as string)
    const rows = page.getByRole('list', { name: 'Price by length of hire' }).getByRole('listitem')
    await expect(rows.nth(2)).toBeVisible()
    const starts: number[] = []
    for (const row of await rows.all()) {
      const box = await row.locator(':scope > span').last().boundingBox()
      starts.push(Math.round(box?.x ?? Number.NaN))
    }
    expect(new Set(starts).size, `price columns at ${width} px: ${starts.join(', ')}`).toBe(1)
  }
})
