/**
 * The end of a hire: the demo hirer returns an item through the return form, reviews the
 * supplier (stars, tags and both messages), leaves a tip (its messages, then paid with the
 * saved 4242 card) and reaches 'Great !'; another return is sent with Skip (no tip); an
 * OVER_DUE booking is paid from its detail through the terms, the delay summary and
 * /booking/penaltyAmountPay, back to the detail; pages without their wizard go to
 * /booking/current. axe on every page.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { tinyPng } from './accounts-support.ts'
import { activeBooking, bookingOf, call, overdueBooking } from './booking-end-support.ts'
import { expectAccessible, hydrated } from './helpers.ts'

/** The return form (/booking/confirm): one photo, no damage, Continue to the rating. */
async function returnThroughForm(page: Page, bookingId: string) {
  await page.goto(`/booking/confirm?bookingID=${bookingId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Return item' })).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({
    name: 'return.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  })
  await expect(page.getByRole('button', { name: /^Remove/ })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking\/ratting$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Review completed order' }),
  ).toBeVisible()
}

const star = (page: Page, count: number) =>
  page.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` })
const tags = (page: Page) => page.getByRole('checkbox')
const leaveReview = (page: Page) => page.getByRole('button', { name: 'Leave Review' }).click()

test('the hirer reviews the supplier and tips after a return', async ({ page }) => {
  const { session, bookingId } = await activeBooking(page.request)
  await signInAsHirer(page)
  await returnThroughForm(page, bookingId)
  await hydrated(page)
  await expect(page.getByText(/for hire/)).toBeVisible()
  await expectAccessible(page)

  // The review's rules and messages.
  await leaveReview(page)
  await expect(page.getByText('Please rate the supplier first.')).toBeVisible()
  // Focus goes to what the message is about, which it describes.
  await expect(star(page, 1)).toBeFocused()
  await expect(star(page, 1)).toHaveAccessibleDescription('Please rate the supplier first.')
  await star(page, 4).check()
  await expect(page.getByRole('group', { name: 'What went well?' })).toBeVisible()
  await expect(tags(page)).toHaveCount(6)
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect.poll(() => tags(page).count()).toBeGreaterThan(6)
  await leaveReview(page)
  await expect(page.getByText('Please select atleast one review tag.')).toBeVisible()
  await expect(tags(page).first()).toBeFocused()
  await tags(page).first().check()
  await star(page, 2).check()
  await expect(page.getByRole('group', { name: 'What went wrong?' })).toBeVisible()
  for (const box of await tags(page).all()) await expect(box).not.toBeChecked()
  await star(page, 5).check()
  const tagName = (await tags(page).first().locator('xpath=..').textContent()) ?? ''
  await tags(page).first().check()
  await expectAccessible(page)
  await leaveReview(page)

  // The tip's messages, then 10 percent.
  await expect(page).toHaveURL(/\/booking\/tip$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Would you like to leave a tip' }),
  ).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please select any one option.')).toBeVisible()
  await page.getByRole('radio', { name: 'Custom amount' }).check()
  await page.getByRole('textbox', { name: 'Amount in dollars' }).fill('0.50')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Tip Amount should be $1 min.')).toBeVisible()
  await expectAccessible(page)
  const record = await bookingOf(page.request, session, bookingId)
  const tip = Math.round(record.totalCost * 10) / 100
  const tipLabel = `$${tip.toFixed(2)}`
  await page.getByRole('radio', { name: `10% (${tipLabel})` }).check()
  await page.getByRole('button', { name: 'Continue' }).click()

  // Paying the tip sends the return.
  await expect(page).toHaveURL(/\/booking\/tipAmountPay$/)
  await hydrated(page)
  const pay = page.getByRole('button', { name: `Pay ${tipLabel}` })
  await expect(pay).toBeVisible()
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ }).first()).toBeVisible()
  await expectAccessible(page)
  // A lone saved card starts chosen; checking it again changes nothing.
  await page
    .getByRole('radio', { name: /Visa ending in 4242/ })
    .first()
    .check()
  await pay.click()

  await expect(page).toHaveURL(/\/booking\/success\?itemID=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Great !' })).toBeVisible()
  await expect(page.getByText('Item returned successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible()
  await expect(page.locator('.item-card').first()).toBeVisible()
  await expectAccessible(page)
  expect(await page.evaluate(() => sessionStorage.getItem('hire:ReturnPickup'))).toBeNull()

  const returned = await bookingOf(page.request, session, bookingId)
  expect(returned.bookingStatus).toBe('RETRUNED')
  expect(returned.review?.rating).toBe(5)
  expect(returned.review?.reviewTags.map((entry) => entry.tagName)).toEqual([tagName.trim()])
  expect(returned.tip?.tipAmount).toBe(tip)

  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking\/current$/)
})

test('Skip sends the return without a tip', async ({ page }) => {
  const { session, bookingId } = await activeBooking(page.request)
  await signInAsHirer(page)
  await returnThroughForm(page, bookingId)
  await hydrated(page)
  await star(page, 3).check()
  await tags(page).first().check()
  await leaveReview(page)
  await expect(page).toHaveURL(/\/booking\/tip$/)
  await hydrated(page)
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page).toHaveURL(/\/booking\/success\?itemID=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Great !' })).toBeVisible()
  const returned = await bookingOf(page.request, session, bookingId)
  expect(returned.bookingStatus).toBe('RETRUNED')
  expect(returned.review?.rating).toBe(3)
  expect(returned.tip).toBeNull()
  // The wizard is over: its pages send the hirer back to the bookings.
  await page.goto('/booking/tip')
  await expect(page).toHaveURL(/\/booking\/current$/)
})

test('an overdue booking is paid through the delay summary', async ({ page }) => {
  const { session, bookingId } = await overdueBooking(page.request)
  await signInAsHirer(page)
  await page.goto(`/booking/detail?bookingID=${bookingId}`)
  await page.getByRole('link', { name: 'Payment' }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/delayInReturn\\?bookingID=${bookingId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Delay in return' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Accept and Continue' }).click()

  await expect(page.getByRole('heading', { name: 'Delay summary' })).toBeVisible()
  const figure = (term: string) =>
    page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')
  await expect(figure('Days late')).toHaveText(/^\d+$/)
  await expect(figure('Overdue charge \\(20%\\)')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(page.getByText('Under 7 days late: the day price for each day.')).toBeVisible()
  const payNow = (await figure('Total to be paid now').textContent()) ?? ''
  expect(payNow).toMatch(/^\$[\d,]+\.\d\d$/)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/booking\/penaltyAmountPay$/)
  await hydrated(page)
  await expect(figure('Total to be paid now')).toHaveText(payNow)
  await page
    .getByRole('radio', { name: /Visa ending in 4242/ })
    .first()
    .check()
  await expectAccessible(page)
  await page.getByRole('button', { name: `Pay ${payNow}` }).click()

  await expect(page).toHaveURL(new RegExp(`/booking/detail\\?bookingID=${bookingId}$`))
  expect(await page.evaluate(() => sessionStorage.getItem('hire:Overdue'))).toBeNull()
  const paid = await bookingOf(page.request, session, bookingId)
  expect(paid.bookingStatus).toBe('ACTIVE')
  expect(`$${paid.penaltyPaid.toFixed(2)}`).toBe(payNow.replace(/,/g, ''))
  const charges = await call<{ list: { amount: number; purpose: string | null }[] }>(
    page.request,
    'GET',
    `/sandbox/charges?bookingId=${bookingId}`,
    { token: session.accessToken },
  )
  expect(
    charges.list.filter((charge) => charge.purpose === 'OVERDUE').map((c) => c.amount),
  ).toEqual([paid.penaltyPaid])
})

test('the end-of-booking pages need their wizard', async ({ page }) => {
  await signInAsHirer(page)
  for (const path of [
    '/booking/ratting',
    '/booking/tip',
    '/booking/tipAmountPay',
    '/booking/delayInReturn',
    '/booking/penaltyAmountPay',
  ]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/booking\/current$/)
  }
})
