import { type APIRequestContext, expect, test } from '@playwright/test'
import { marketplaceUrl, partnerUrl } from '../../playwright.config.ts'
import { signInAsHirer } from './account-session.ts'
import { expectAccessible, hydrated } from './helpers.ts'
import { coveredInOverlay } from './overlay-hit.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}
const supplier = { email: 'supplier@example.com', password: 'Password1' }

async function login(request: APIRequestContext, credentials: typeof supplier) {
  const response = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { ...credentials, userType: 'INDIVIDUAL' },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).data as { accessToken: string; user: { _id: string } }
}

/** One of the demo supplier's own listings. */
async function supplierItem(request: APIRequestContext, userId: string): Promise<string> {
  const response = await request.get(
    `/api/v1/items/recently-added-items?userId=${userId}&limit=5`,
    {
      headers: publicHeaders,
    },
  )
  const data = (await response.json()).data as { list: { _id: string }[] }
  const first = data.list[0]
  if (!first) throw new Error('the demo supplier has no listings')
  return first._id
}

/** Waits until the item island has hydrated (its buttons work from then on). */

test.describe('item page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an item from the home page shows its name, prices, supplier and JSON-LD', async ({
    page,
  }) => {
    await page.goto('/')
    const href = await page.locator('main a[href^="/equipments/"]').first().getAttribute('href')
    expect(href).toBeTruthy()
    const response = await page.goto(href as string)
    expect(response?.status()).toBe(200)
    const name = page.getByRole('heading', { level: 1 })
    await expect(name).not.toBeEmpty()
    const prices = page.getByRole('region', { name: 'Prices' }).getByRole('listitem')
    await expect(prices.first()).toHaveText(/^\$[\d,]+\.\d{2} \/ (day|week|month|hour|half day)$/)
    await expect(page.getByText(/^Bond: \$/)).toBeVisible()
    const supplier = page.getByRole('region', { name: 'Supplier' })
    const supplierLink = supplier.getByRole('link').filter({ hasNotText: 'Message the supplier' })
    await expect(supplierLink).toHaveAttribute('href', /^\/supplier\/profile\/[\w-]+$/)
    await expect(supplier.getByRole('link', { name: 'Message the supplier' })).toHaveAttribute(
      'href',
      /^\/user\/chat\?/,
    )
    await expect(page.getByRole('region', { name: 'Booking' })).toContainText(
      'Choose your dates to see the price.',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${href}$`),
    )
    // Every seeded item shares its category with others, so it has related items.
    const related = page.getByRole('region', { name: 'Related items' })
    await expect(related.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      `/list/equipments/RELATED_ITEM/${href?.split('/').pop()}`,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp((await name.textContent()) ?? ''),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('Product')
    expect(jsonLd.name).toBe(await name.textContent())
    const offers = Array.isArray(jsonLd.offers) ? jsonLd.offers : [jsonLd.offers]
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD' })
  })

  test("an unknown id answers 404 with 'Item not exist'", async ({ page }) => {
    const response = await page.goto('/equipments/00000000-0000-4000-8000-000000000000')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Item not exist' })).toBeVisible()
  })
})

test('a hirer asks a question and the supplier answers it', async ({ page }) => {
  const owner = await login(page.request, supplier)
  const itemId = await supplierItem(page.request, owner.user._id)
  const text = `Is a life jacket included? ${Date.now()}`

  await signInAsHirer(page)
  await page.goto(`/equipments/${itemId}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Ask a question' }).click()
  const ask = page.getByRole('dialog', { name: 'Ask a question' })
  await ask.getByRole('textbox', { name: 'Your question' }).fill(text)
  await expect(ask.getByText(`${text.length}/500`)).toBeVisible()
  await ask.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Your question has been sent.')).toBeVisible()
  await expect(ask).toBeHidden()

  await page.evaluate((session) => {
    localStorage.setItem('hire:accessToken', session.accessToken)
    localStorage.setItem('hire:userInfo', JSON.stringify(session.user))
    localStorage.setItem('hire:isGuestUser', '0')
  }, owner)
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: /^Read questions/ }).click()
  const list = page.getByRole('dialog', { name: 'Questions' })
  const row = list.getByRole('listitem').filter({ hasText: text })
  await row.getByRole('button', { name: 'Answer' }).click()
  const answer = page.getByRole('dialog', { name: 'Answer the question' })
  await answer.getByRole('textbox').fill('Yes, one per person.')
  await answer.getByRole('button', { name: 'Answer' }).click()
  const answered = page
    .getByRole('dialog', { name: 'Questions' })
    .getByRole('listitem')
    .filter({ hasText: text })
  await expect(answered).toContainText('Yes, one per person.')
  await expect(answered.getByRole('button', { name: 'Edit' })).toBeVisible()
  await expect(answered.getByRole('button', { name: 'Delete' })).toBeVisible()

  // Delete returns the question to unanswered, with Answer again.
  await answered.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this answer?' })
    .getByRole('button', { name: 'Yes' })
    .click()
  // The toast shows over the open Questions dialog, not under its backdrop: its Dismiss
  // button is what a click reaches (checked as soon as the toast appears; it lives 3 s).
  const toast = page.locator('.hire-toast').filter({ hasText: 'The answer has been deleted.' })
  const { checked, covered } = await coveredInOverlay(toast)
  expect(checked).toBeGreaterThan(0)
  expect(covered, 'toast over the Questions dialog').toEqual([])
  await expect(page.getByText('The answer has been deleted.')).toBeVisible()
  await expect(answered).not.toContainText('Yes, one per person.')
  await expect(answered.getByRole('button', { name: 'Answer' })).toBeVisible()
})

test('the carbon credits quiz runs to the end', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const href = await page.locator('main a[href^="/equipments/"]').first().getAttribute('href')
  await page.goto(href as string)
  await hydrated(page)
  await page.getByRole('button', { name: 'Carbon credits' }).click()
  const dialog = page.getByRole('dialog', { name: 'Carbon credits' })
  await expect(dialog.getByText(/points/)).toBeVisible()
  await expect(dialog.getByText(/smartphones charged/)).toBeVisible()
  await expectAccessible(page)
  for (let round = 0; round < 20; round++) {
    if (await dialog.getByText('Thank you for playing').isVisible()) break
    await dialog.getByRole('button', { name: 'True' }).click()
    await expect(dialog.getByText(/^(Correct|The right answer is (True|False))$/)).toBeVisible()
    await expect(
      dialog.getByRole('button', { name: 'True' }).or(dialog.getByText('Thank you for playing')),
    ).toBeVisible({
      timeout: 5_000,
    })
  }
  await expect(dialog.getByText('Thank you for playing')).toBeVisible()
})

test('the item page is accessible, with the questions dialog open too', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('main a[href^="/equipments/"]').first().getAttribute('href')
  await page.goto(href as string)
  await hydrated(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Read questions/ }).click()
  await expect(page.getByRole('dialog', { name: 'Questions' })).toBeVisible()
  await expectAccessible(page)
})

test('a guest who wants to ask a question is asked to sign in', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('main a[href^="/equipments/"]').first().getAttribute('href')
  await page.goto(href as string)
  await hydrated(page)
  await page.getByRole('button', { name: 'Ask a question' }).click()
  await expect(page.getByRole('dialog').getByText('Sign in to ask a question.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Ask a question' })).toHaveCount(0)
})

test('<hire-item> on a partner page renders the item, or says it does not exist', async ({
  page,
}) => {
  const owner = await login(page.request, supplier)
  const itemId = await supplierItem(page.request, owner.user._id)
  await page.goto(partnerUrl)
  // The loader on the partner page watches the DOM: a tag added later loads its code then.
  await page.evaluate((id) => {
    for (const value of [id, 'no-such-item']) {
      const element = document.createElement('hire-item')
      element.setAttribute('item-id', value)
      document.body.append(element)
    }
  }, itemId)
  const [found, missing] = [page.locator('hire-item').first(), page.locator('hire-item').nth(1)]
  await expect(found.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(found.getByRole('region', { name: 'Booking' })).toBeVisible()
  const profileLink = found
    .getByRole('region', { name: 'Supplier' })
    .getByRole('link')
    .filter({ hasNotText: 'Message the supplier' })
  await expect(profileLink).toHaveAttribute(
    'href',
    `${new URL(marketplaceUrl).origin}/supplier/profile/${owner.user._id}`,
  )
  await expect(missing.getByRole('alert')).toHaveText('Item not exist')
})

test('the booking panel’s date picker greys out the days its supplier paused', async ({ page }) => {
  const owner = await login(page.request, supplier)
  const itemId = await supplierItem(page.request, owner.user._id)
  const asOwner = { ...publicHeaders, authorization: `Bearer ${owner.accessToken}` }
  // Two days three weeks ahead: inside the two months the picker opens on.
  const dayKey = (days: number) => {
    const date = new Date()
    date.setDate(date.getDate() + days)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }
  const paused = await page.request.put('/api/v1/items/change/availability', {
    headers: asOwner,
    data: { itemId, fromDate: dayKey(21), toDate: dayKey(22) },
  })
  expect(paused.ok()).toBe(true)
  try {
    await page.goto(`/equipments/${itemId}`)
    await hydrated(page)
    const booking = page.getByRole('region', { name: 'Booking' })
    const dialog = page.getByRole('dialog', { name: 'Choose dates' })
    await expect(async () => {
      if (!(await dialog.isVisible())) await booking.getByRole('button', { name: /^Dates/ }).click()
      await expect(dialog).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    for (const key of [dayKey(21), dayKey(22)]) {
      const cell = dialog.locator(`[data-day="${key}"]`)
      await expect(cell).toHaveAttribute('aria-disabled', 'true')
      await expect(cell).toHaveAttribute('aria-label', /, unavailable$/)
    }
    await expect(dialog.locator(`[data-day="${dayKey(23)}"]`)).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // A range across the paused days cannot be made: the later day starts a new one.
    await dialog.locator(`[data-day="${dayKey(20)}"]`).click()
    await dialog.locator(`[data-day="${dayKey(23)}"]`).click()
    await expect(dialog).toBeVisible()
    await dialog.locator(`[data-day="${dayKey(24)}"]`).click()
    await expect(dialog).toBeHidden()
  } finally {
    await page.request.put('/api/v1/items/change/availability', {
      headers: asOwner,
      data: { itemId, removeDate: true },
    })
  }
})
