/**
 * A partner page in a browser that refuses to store anything: Safari's private mode (and a
 * quota the host page filled) throws QuotaExceededError on every storage write. The widgets
 * keep the visitor's session in the page's memory instead, so signing in still works.
 */
import { expect, test } from '@playwright/test'
import { partnerUrl } from '../../playwright.config.ts'
import { demoDayItems, pickDates, signInInDialog } from './partner-support.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      const storage = window[name]
      const refuse = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      const refusing = new Proxy(storage, {
        set: refuse,
        get(target, key) {
          if (key === 'setItem') return refuse
          const value = Reflect.get(target, key)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      Object.defineProperty(window, name, { get: () => refusing })
    }
  })
})

test('a guest signs in and reaches the checkout although storage refuses every write', async ({
  page,
}) => {
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  const [item] = await demoDayItems(page.request)
  if (!item) throw new Error('the demo supplier has no product booked by the day')
  await page.goto(`${partnerUrl}/item?id=${item._id}`)
  const widget = page.locator('hire-item')
  await expect(widget.getByRole('region', { name: 'Booking' })).toBeVisible({ timeout: 30_000 })
  await pickDates(widget, 52, 53)
  await widget.getByRole('button', { name: /^(Book now|Request to book)$/ }).click()
  await signInInDialog(page)
  const checkout = widget.getByRole('dialog', { name: 'Book this item' })
  await expect(checkout.getByRole('heading', { name: 'Hire terms' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('QuotaExceededError')).toHaveCount(0)
  // Nothing of ours was left half written for a later visit.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
  expect(failures).toEqual([])
})
