/**
 * What the partner page tests share: the public API headers, any item, the demo supplier's products
 * a partner page can book by the day, picking a range in a widget's date picker, the
 * demo hirer signing in through the page's sign-in dialog, and leaving the checkout in
 * place for the marketplace.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { hirer } from './account-session.ts'
import { localMidnight } from './helpers.ts'

export const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
}

/** 'YYYY-MM-DD' of local midnight `days` from today, as the calendar's cells carry it. */
export function dayKey(days: number): string {
  const date = new Date(localMidnight(days))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The ids of the catalogue's `count` newest items, newest first. */
export async function newestItemIds(request: APIRequestContext, count = 1): Promise<string[]> {
  const response = await request.get(`/api/v1/items/recently-added-items?limit=${count}`, {
    headers: publicHeaders,
  })
  return ((await response.json()).data as { list: { _id: string }[] }).list.map((item) => item._id)
}

/** The newest item of the catalogue ('' when there is none). */
export async function anyItemId(request: APIRequestContext): Promise<string> {
  return (await newestItemIds(request))[0] ?? ''
}

export async function pickDates(scope: Locator, from: number, to: number) {
  await scope
    .getByRole('region', { name: 'Booking' })
    .getByRole('button', { name: /^Dates/ })
    .click()
  const dialog = scope.getByRole('dialog', { name: 'Choose dates' })
  await expect(dialog).toBeVisible()
  for (const day of [from, to]) {
    const cell = dialog.locator(`[data-day="${dayKey(day)}"]`)
    while (!(await cell.isVisible()))
      await dialog.getByRole('button', { name: 'Next month' }).click()
    await cell.click()
  }
  await expect(dialog).toBeHidden()
}

export interface DayItem {
  _id: string
  itemName: string
  itemCategoryType: number
  availableUnits: number
  price: { amount: number; type: number }[]
  minimumHireDuration: { value: number; type: number } | null
  questions?: { totalQuestion: number }
}

/** The demo supplier's products booked by the day, for one to three days, newest first. */
export async function demoDayItems(request: APIRequestContext): Promise<DayItem[]> {
  const login = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { email: 'supplier@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  const supplierId = ((await login.json()).data as { user: { _id: string } }).user._id
  const list = await request.get(
    `/api/v1/items/recently-added-items?userId=${supplierId}&limit=30`,
    { headers: publicHeaders },
  )
  const found: DayItem[] = []
  for (const summary of ((await list.json()).data as { list: { _id: string }[] }).list) {
    const response = await request.get(`/api/v1/items/${summary._id}`, { headers: publicHeaders })
    const item = (await response.json()).data as DayItem
    const fits =
      item.itemCategoryType === 2 &&
      item.availableUnits >= 1 &&
      item.price.some((price) => price.type === 1 && price.amount > 0) &&
      (item.minimumHireDuration?.value ?? 1) <= 2 &&
      (item.minimumHireDuration?.type ?? 1) === 1
    if (fits) found.push(item)
  }
  return found
}

/** The demo hirer signs in through the sign-in dialog a widget opened for a guest. */
export async function signInInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log In' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(hirer.email)
  await dialog.getByLabel('Password', { exact: true }).fill(hirer.password)
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** In the checkout in place of `widget`, takes 'Continue on the marketplace instead'. */
export async function continueOnMarketplace(widget: Locator) {
  const checkout = widget.getByRole('dialog', { name: 'Book this item' })
  await expect(checkout.getByRole('heading', { name: 'Hire terms' })).toBeVisible({
    timeout: 30_000,
  })
  await checkout.getByRole('button', { name: 'Continue on the marketplace instead' }).click()
}
