/**
 * A new supplier lists an item: meets the add-listing gate, adds bank details with ID
 * images, goes through the five steps with three photos (reloading in the middle and
 * finding the draft), finds the listing in search, edits its price in manageItem mode,
 * renames it going through the steps in edit=true mode, makes it unavailable for a range
 * picked in the two-month range picker (keyboard) that search then hides, deletes a second
 * listing of the supplier's and then this one. axe-core on every page; no horizontal
 * scroll at 375 px.
 */
import { expect, type Page, test } from '@playwright/test'
import { tinyPng } from './accounts-support.ts'
import { expectAccessible } from './helpers.ts'
import {
  apiCall,
  createListing,
  expectNoSideScroll,
  signInAs,
  verifiedSupplier,
} from './listing-support.ts'
import { expectCentred } from './supplier-console-support.ts'

test.describe.configure({ timeout: 240_000 })

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng })

async function searchNames(page: Page, word: string, dates?: [number, number]) {
  const query = new URLSearchParams({ search: word, limit: '20' })
  if (dates) {
    query.set('startDate', String(dates[0]))
    query.set('endDate', String(dates[1]))
  }
  const data = await apiCall<{ list: { itemName: string }[] }>(
    page.request,
    'GET',
    `/items?${query}`,
  )
  return data.list.map((item) => item.itemName)
}

async function checkPage(page: Page) {
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectNoSideScroll(page)
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a new supplier lists, edits, pauses and deletes listings', async ({ page }) => {
  const supplier = await verifiedSupplier(page.request)
  await signInAs(page, supplier)
  const word = `Kayak${Date.now().toString(36)}`
  const name = `Touring ${word}`

  // The gate: verified, no bank details.
  await page.goto('/listing/manage-listing')
  await expect(page.getByText('Your items will appear here')).toBeVisible({ timeout: 20_000 })
  await checkPage(page)
  await page.getByRole('button', { name: '+ Add new listing' }).click()
  await expect(page.getByText('Please add payment details before requesting an item')).toBeVisible()
  await page.getByRole('button', { name: 'Add payment details' }).click()
  await expect(page).toHaveURL(/\/payment-detail\?from=listing$/)

  // Bank details with ID images.
  await page.getByRole('button', { name: 'Add Bank Details' }).click({ timeout: 20_000 })
  const fill = async (label: string, value: string) =>
    page.getByLabel(label, { exact: true }).fill(value)
  await fill('First name', 'Lena')
  await fill('Last name', 'Lister')
  await fill('BSB', '062000')
  await fill('Account number', '000123456')
  await fill('Date of birth', '1990-05-04')
  await fill('City', 'Manly')
  await fill('Location', '12 The Corso')
  await fill('State', 'NSW')
  await fill('Postal code', '2095')
  await page.getByLabel('ID document (front side)').setInputFiles(photo('front.png'))
  await page.getByLabel('ID document (back side)').setInputFiles(photo('back.png'))
  await checkPage(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/listing\/add-listing-success$/, { timeout: 20_000 })
  await expectAccessible(page)

  // Step 1.
  await page.goto('/listing/manage-listing')
  await page.getByRole('button', { name: '+ Add new listing' }).click({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/listing\/add-listing-1$/)
  await page.getByLabel('Item name').fill(name, { timeout: 20_000 })
  await page.getByRole('radio', { name: 'Product' }).check()
  await page.getByLabel('Available Units').fill('2')
  await page.locator('.wizard-category').first().click()
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await checkPage(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 2: three photos, description, address, a day.
  await expect(page).toHaveURL(/\/listing\/add-listing-2$/)
  // The photo tips close with their own button: a phone has no Escape key.
  await page.getByRole('button', { name: 'Photo tips' }).click()
  const tips = page.getByRole('dialog', { name: 'Photo tips' })
  await tips.getByRole('button', { name: 'Close' }).click()
  await expect(tips).toBeHidden()
  const files = page.getByLabel('Add photos or video')
  await files.setInputFiles([photo('a.png'), photo('b.png'), photo('c.png')], { timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(3, {
    timeout: 30_000,
  })
  await page.getByLabel('Description').fill('A stable touring kayak with paddle and vest.')
  await page.getByRole('combobox', { name: 'Pick-up address' }).fill('Manly')
  // The suggestions are a popup over the fields below, not an unstyled list among them.
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.hire-combobox .hire-popup')).toHaveCSS('position', 'absolute')
  await page.getByRole('option').first().click({ timeout: 15_000 })
  await expect(page.getByLabel('City', { exact: true })).not.toHaveValue('')
  await page.getByRole('button', { name: 'Add new' }).click()
  await page.getByLabel('Day 1', { exact: true }).selectOption('everyday')
  await checkPage(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // A reload in the middle finds the draft.
  await expect(page).toHaveURL(/\/listing\/add-listing-3$/)
  await page.reload()
  await page.getByRole('button', { name: 'Back' }).click({ timeout: 20_000 })
  await expect(page.getByLabel('Description')).toHaveValue(/stable touring kayak/)
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(3)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 3.
  await page.getByLabel('No maximum duration').check({ timeout: 20_000 })
  await checkPage(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 4.
  await page.getByLabel('Per day', { exact: true }).check({ timeout: 20_000 })
  await page.getByLabel('Per day ($)').fill('45')
  await checkPage(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 5.
  await expect(page.getByText(name)).toBeVisible({ timeout: 20_000 })
  await checkPage(page)
  await page.getByRole('button', { name: 'List my item' }).click()
  await expect(page).toHaveURL(/\/listing\/add-listing-success$/, { timeout: 20_000 })
  expect(await searchNames(page, word)).toEqual([name])

  // Edit the price in manageItem mode.
  await page.getByRole('link', { name: 'Ok', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(name) }).click({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 })
  await checkPage(page)
  await page.getByRole('button', { name: 'Edit list' }).click()
  await expect(page).toHaveURL(/add-listing-5\?edit=manageItem$/)
  await page
    .locator('.wizard-review-block', { hasText: 'Price' })
    .getByRole('link', { name: 'Edit' })
    .click()
  await page.getByLabel('Per day ($)').fill('60', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/add-listing-5\?edit=manageItem$/)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('$60 per day')).toBeVisible({ timeout: 20_000 })

  // edit=true: through the steps from the first (type locked), renamed, saved.
  const itemPage = page.url()
  const renamed = `${name} II`
  await page.getByRole('button', { name: 'Edit list' }).click()
  await expect(page).toHaveURL(/add-listing-5\?edit=manageItem$/)
  await page.goto('/listing/add-listing-1?edit=true')
  await expect(page.getByLabel('Item name')).toHaveValue(name, { timeout: 20_000 })
  await expect(page.getByRole('radio', { name: 'Product' })).toBeDisabled()
  await page.getByLabel('Item name').fill(renamed)
  await checkPage(page)
  for (const step of [2, 3, 4, 5]) {
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`add-listing-${step}\\?edit=true$`), {
      timeout: 20_000,
    })
  }
  await expect(page.getByText(renamed)).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'List my item' }).click()
  await expect(page).toHaveURL(itemPage, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('$60 per day')).toBeVisible()
  expect(await searchNames(page, word)).toEqual([renamed])

  // Unavailable from tomorrow to the day after, picked by keyboard in the range picker:
  // search hides it for those days.
  await page.getByRole('button', { name: 'Is item available?' }).click()
  await page.getByLabel('Unavailable for dates').check()
  await page.getByRole('button', { name: /^Unavailable dates/ }).click()
  const picker = page.getByRole('dialog', { name: 'Unavailable dates' })
  await expect(picker.getByRole('grid')).toHaveCount(2, { timeout: 20_000 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectCentred(page, picker)
  await expectNoSideScroll(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  const today = new Date()
  today.setHours(0, 0, 0, 0)
  // The picker opens on the range's start, today: the keys move from there.
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Item unavailablity set successfully')).toBeVisible()
  const day = (offset: number) => {
    const date = new Date(today)
    date.setDate(date.getDate() + offset)
    return date.getTime()
  }
  expect(await searchNames(page, word, [day(1), day(2)])).toEqual([])
  expect(await searchNames(page, word, [day(5), day(6)])).toEqual([renamed])

  // Delete another listing of the supplier's first: this one stays.
  const otherName = `Paddle board ${word}`
  await createListing(page.request, supplier, otherName)
  await page.goto('/listing/manage-listing')
  await page.getByRole('link', { name: new RegExp(otherName) }).click({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: otherName })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Delete list' }).click({ timeout: 20_000 })
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/listing\/manage-listing$/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: new RegExp(renamed) })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('link', { name: new RegExp(otherName) })).toHaveCount(0)
  expect(await searchNames(page, word)).toEqual([renamed])

  // Delete it (no bookings hold it).
  await page.goto('/listing/manage-listing')
  await page.getByRole('link', { name: new RegExp(renamed) }).click({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Delete list' }).click({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/listing\/manage-listing$/, { timeout: 20_000 })
  await expect(page.getByText('Your items will appear here')).toBeVisible({ timeout: 20_000 })
  expect(await searchNames(page, word)).toEqual([])
})
