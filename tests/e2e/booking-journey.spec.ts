/**
 * The whole hire in one journey through the site, on the sandbox API: the demo hirer asks
 * to book a request-only product of the demo supplier with the saved Visa 4242, the
 * supplier approves it through the API (PUT /orders/approveOrDecline, until the supplier's
 * console exists), the hirer picks it up with a photo, returns it, reviews the supplier
 * with 4 stars and a tag, tips 10 percent with the card, and finds the booking in History.
 * The hire is tomorrow's whole day: a request starting today would expire before anyone
 * could approve it (booking-journey-support.ts). axe on every page of the way.
 */
import { expect, type Page, test } from '@playwright/test'
import type { BookingRecord } from '../../shared/contract/booking/records.ts'
import { signInAsHirer } from './account-session.ts'
import { call } from './booking-end-support.ts'
import { login, supplierProducts, tinyPng } from './booking-flows-support.ts'
import { journeyDay, pickOneDay, requestOnlyProduct } from './booking-journey-support.ts'
import { expectAccessible, hydrated, localMidnight } from './helpers.ts'

async function addPhoto(page: Page) {
  await page.getByLabel('Add photos').setInputFiles(tinyPng)
  await expect(page.getByText('Uploaded')).toBeVisible()
}

test('the demo hirer books, picks up, returns, reviews and tips', async ({ page }) => {
  test.setTimeout(180_000)
  const session = await signInAsHirer(page)
  const supplier = await login(page.request, 'supplier@example.com', 'INDIVIDUAL')
  const item = requestOnlyProduct(await supplierProducts(page.request, supplier))
  const bookingOf = (id: string) =>
    call<BookingRecord>(page.request, 'GET', `/booking/${id}`, { token: session.accessToken })

  // The item page: one day, tomorrow; a request, not an instant booking.
  await page.goto(`/equipments/${item._id}`)
  await hydrated(page)
  const panel = page.getByRole('region', { name: 'Booking' })
  await expect(
    panel.getByText('Request: the supplier accepts or declines your booking.'),
  ).toBeVisible()
  await pickOneDay(page, journeyDay)
  await expect(panel.getByText(/^Hire \(1 day × \$[\d,]+\.\d{2}\)$/)).toBeVisible()
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Request to book' }).click()

  await expect(page).toHaveURL(/\/item\/tearmsandcondition$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(item.itemName)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Accept and Continue' }).click()

  await expect(page).toHaveURL(/\/item\/booking$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Pay in full' })).toBeChecked()
  await page.getByRole('radio', { name: /ending in 4242/ }).check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm and pay' }).click()

  await expect(page).toHaveURL(/\/item\/successfulPayment$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(
    page.getByText('Your request has been sent. The supplier will accept or decline it.'),
  ).toBeVisible()
  await expectAccessible(page)
  const paid = await page.evaluate(() => sessionStorage.getItem('hire:lastPayment'))
  const bookingId = (JSON.parse(paid ?? '{}') as { bookingId?: string }).bookingId ?? ''
  const requested = await bookingOf(bookingId)
  expect(requested).toMatchObject({ bookingStatus: 'REQUESTED', itemId: item._id })
  expect(requested.startDate).toBe(localMidnight(journeyDay))

  // The supplier accepts the request.
  await call(page.request, 'PUT', '/orders/approveOrDecline', {
    token: supplier.token,
    data: { id: bookingId, status: 'APPROVED' },
  })

  // Current bookings -> the booking -> 'Pick up'.
  await page.goto('/booking/current')
  const card = page
    .locator('.bookings-card')
    .filter({ has: page.locator(`a[href="/booking/detail?bookingID=${bookingId}"]`) })
  await expect(card.getByText(/^Status: Approved$/)).toBeVisible()
  await expectAccessible(page)
  await card.getByRole('link', { name: item.itemName }).click()
  await page.waitForURL(/\/booking\/detail\?bookingID=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible()
  const pickUp = page.getByRole('link', { name: 'Pick up', exact: true })
  await expect(pickUp).toBeVisible()
  await expectAccessible(page)
  await pickUp.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm item pick up' })).toBeVisible()
  await addPhoto(page)
  await page.getByRole('radio', { name: 'No' }).check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/booking\/SuccessfulPickup\?bookingID=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pick-up confirmed!' })).toBeVisible()
  await expectAccessible(page)
  expect(await bookingOf(bookingId)).toMatchObject({
    bookingStatus: 'ACTIVE',
    unmentionDamaged: false,
  })
  await page.getByRole('link', { name: 'View booking' }).click()

  // The detail now offers the return.
  await page.waitForURL(/\/booking\/detail\?bookingID=/)
  const returnItem = page.getByRole('link', { name: 'Return Item', exact: true })
  await expect(returnItem).toBeVisible()
  await expectAccessible(page)
  await returnItem.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Return item' })).toBeVisible()
  await addPhoto(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Review: 4 stars and a tag of what went well.
  await expect(page).toHaveURL(/\/booking\/ratting$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Review completed order' }),
  ).toBeVisible()
  await hydrated(page)
  await page.getByRole('radio', { name: '4 stars' }).check()
  const wentWell = page.getByRole('group', { name: 'What went well?' })
  const tag = wentWell.getByRole('checkbox').first()
  const tagName = ((await tag.locator('xpath=..').textContent()) ?? '').trim()
  await tag.check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Leave Review' }).click()

  // Tip: 10 percent, paid with the card.
  await expect(page).toHaveURL(/\/booking\/tip$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Would you like to leave a tip' }),
  ).toBeVisible()
  await hydrated(page)
  const tip = Math.round(requested.totalCost * 10) / 100
  const tipLabel = `$${tip.toFixed(2)}`
  await page.getByRole('radio', { name: `10% (${tipLabel})` }).check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/booking\/tipAmountPay$/)
  await hydrated(page)
  await page
    .getByRole('radio', { name: /Visa ending in 4242/ })
    .first()
    .check()
  await expectAccessible(page)
  await page.getByRole('button', { name: `Pay ${tipLabel}` }).click()

  await expect(page).toHaveURL(/\/booking\/success\?itemID=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Great !' })).toBeVisible()
  await expect(page.getByText('Item returned successfully')).toBeVisible()
  await expectAccessible(page)
  const returned = await bookingOf(bookingId)
  expect(returned.bookingStatus).toBe('RETRUNED')
  expect(returned.review?.rating).toBe(4)
  expect(returned.review?.reviewTags.map((entry) => entry.tagName)).toEqual([tagName])
  expect(returned.tip?.tipAmount).toBe(tip)

  // History lists the finished hire with its status.
  await page.goto('/booking/history')
  const finished = page
    .locator('.bookings-card')
    .filter({ has: page.locator(`a[href="/booking/detail?bookingID=${bookingId}"]`) })
  await expect(finished.getByText(/^Status: Returned$/)).toBeVisible()
  await expect(finished.getByRole('link', { name: item.itemName })).toBeVisible()
  await expectAccessible(page)
})
