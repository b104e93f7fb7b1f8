import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers.ts'

/**
 * The whole discovery journey a hirer takes: the home search bar, then filters, sort and
 * price on the results, then an item; back and forward walk through every state the URL held.
 */
test('from the home bar through filters, sort and price to an item, and back again', async ({
  page,
}) => {
  await page.goto('/')
  const search = page.locator('.hire-search').first()
  const activities = search.getByRole('combobox', { name: /activit/i })
  await activities.click()
  await activities.fill('kay')
  await search.getByRole('option', { name: /kayak/i }).first().click()
  await search.getByRole('button', { name: 'Explore' }).click()
  await page.waitForURL(/\/search-result\?/)
  await expect(page.getByText(/\d+ results found/)).toBeVisible()
  const explored = page.url()
  expect(new URL(explored).searchParams.get('subCategoryIds')).toMatch(/^[0-9a-f-]{36}$/)

  // Filters: the instant-booking toggle starts on; turning it off keeps the category.
  // The results island must be running before its Filters button opens the dialog.
  await expect(
    page.locator('astro-island').filter({ has: page.getByRole('button', { name: 'Filters' }) }),
  ).not.toHaveAttribute('ssr', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  const instant = dialog.getByRole('switch', { name: 'Instant booking' })
  await expect(instant).toBeChecked()
  await instant.uncheck()
  await dialog.getByRole('button', { name: /^Show \d+ items$/ }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/instantBooking=false/)
  const filtered = page.url()

  await page.getByLabel('Sort by').selectOption('2')
  await expect(page).toHaveURL(/sortOn=2/)

  await page.getByRole('button', { name: 'Price' }).click()
  await expect(page.getByText('Average price per day is $40')).toBeVisible()
  await page.getByLabel(/Maximum price/).fill('500')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/endPrice=500/)
  await expect(page).toHaveURL(/sortOn=2/)
  await expect(page).toHaveURL(/pageNo=1/)
  const priced = page.url()
  await expect(page.getByText(/\d+ results found|No result found/)).toBeVisible()
  await expectAccessible(page)

  const firstCard = page.locator('.results-grid .item-card a').first()
  const itemName = (await firstCard.textContent())?.trim() ?? ''
  await firstCard.click()
  await page.waitForURL(/\/equipments\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName)

  // Back: the priced, sorted results exactly as they were.
  await page.goBack()
  expect(page.url()).toBe(priced)
  await expect(page.getByLabel('Sort by')).toHaveValue('2')
  await expect(page.locator('.results-grid .item-card a').first()).toHaveText(itemName)

  await page.goBack()
  await expect(page).not.toHaveURL(/endPrice/)
  await expect(page.getByLabel('Sort by')).toHaveValue('2')
  await page.goBack()
  expect(page.url()).toBe(filtered)
  await expect(page.getByLabel('Sort by')).toHaveValue('')
  await page.goBack()
  expect(page.url()).toBe(explored)

  await page.goForward()
  expect(page.url()).toBe(filtered)
  await page.goForward()
  await page.goForward()
  expect(page.url()).toBe(priced)
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName)
})
