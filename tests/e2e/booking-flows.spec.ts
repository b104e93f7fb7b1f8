/**
 * The hirer's booking flows after checkout (spec part 2 sections 2, 4, 5 and 9), on
 * bookings each journey makes through the API: cancel with a reason (the refund shown
 * first), a change request through the detail's 'Request Change' (the start stays: one tap
 * picks the new end, an end not later is refused, then 'Your change request submitted'), the
 * standard deposit before pick-up ('You are ready to pick up your item!'), pick-up with a
 * photo, the return handed on to the rating, the approved change's payment, the booking terms
 * and the wizard guards. axe on every page.
 */
import { expect, type Page, test } from '@playwright/test'
import dayjs from 'dayjs'
import { signInAsHirer } from './account-session.ts'
import {
  approvedChange,
  bookingOf,
  createBooking,
  login,
  type Party,
  savedCardId,
  supplierProducts,
  tinyPng,
} from './booking-flows-support.ts'
import { expectAccessible, localMidnight } from './helpers.ts'

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

async function parties(page: Page) {
  const session = await signInAsHirer(page)
  const hirer: Party = { token: session.accessToken, userId: session.user._id }
  const supplier = await login(page.request, 'supplier@example.com', 'INDIVIDUAL')
  const items = await supplierProducts(page.request, supplier)
  const cardId = await savedCardId(page.request, hirer)
  return { hirer, supplier, items, cardId }
}

async function addPhoto(page: Page) {
  await page.getByLabel('Add photos').setInputFiles(tinyPng)
  await expect(page.getByText('Uploaded')).toBeVisible()
}

test('the hirer cancels a booking with a reason, seeing the refund first', async ({ page }) => {
  const setup = await parties(page)
  const { booking } = await createBooking(page.request, setup, {
    startDate: localMidnight(40),
    endDate: localMidnight(41),
  })
  await page.goto(`/booking/cancel?bookingID=${booking._id}`)
  await expect(page.getByRole('heading', { name: 'Cancel booking', level: 1 })).toBeVisible()
  const refund = page.getByRole('region', { name: 'Your refund' })
  await expect(refund).toContainText('everything you paid comes back')
  const back = booking.paidAmount + (booking.bondCharged ? booking.bond : 0)
  await expect(refund.getByText('Refund', { exact: true }).locator('..')).toContainText(money(back))
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('field is required')).toBeVisible()
  await page.getByLabel('Reason for cancelling').fill('My plans have changed.')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/booking\/current$/)
  const after = await bookingOf(page.request, setup.hirer, booking._id)
  expect(after.bookingStatus).toBe('PENDING_CANCELATION')
  expect(after.cancelItem?.reason).toBe('My plans have changed.')
})

test('the hirer asks for a later end from the booking detail', async ({ page }) => {
  const setup = await parties(page)
  const { booking } = await createBooking(page.request, setup, {
    startDate: localMidnight(44),
    endDate: localMidnight(45),
  })
  const day = (days: number) =>
    page.getByRole('gridcell', { name: dayjs(localMidnight(days)).format('dddd, D MMMM YYYY') })
  await page.goto(`/booking/detail?bookingID=${booking._id}`)
  await page.getByRole('button', { name: 'Request Change' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Change' })
  await expect(dialog.getByText('Step 1 of 2: choose your new dates')).toBeVisible()
  const next = dialog.getByRole('button', { name: 'Next', exact: true })

  const status = dialog.locator('.hire-calendar-status')
  await expect(status).toHaveText(/^Start date .+ stays\. Choose a new end date\.$/)
  // The start stays: a tap picks the end at once, and an end that is not later is refused.
  await day(45).click()
  await next.click()
  await expect(
    dialog.getByText('Please select a booking period greater than your previous booking period.'),
  ).toBeVisible()
  await day(47).click()
  await expect(status).toHaveText(/^New dates: .+ to .+\.$/)
  await expect(day(44)).toHaveAttribute('aria-selected', 'true')
  await next.click()

  await expect(dialog.getByText('Step 2 of 2: compare the cost')).toBeVisible()
  await expect(dialog.getByRole('table', { name: 'Cost comparison' })).toContainText(
    money(booking.totalCost),
  )
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Your change request submitted')).toBeVisible()
  const after = await bookingOf(page.request, setup.hirer, booking._id)
  expect(after.bookingStatus).toBe('CHANGE_REQUEST')
  expect(after.changeRequest.at(-1)?.endDate).toBe(localMidnight(47))
})

test('a standard booking pays its second half, then the item is picked up', async ({ page }) => {
  const setup = await parties(page)
  const { booking } = await createBooking(page.request, setup, {
    startDate: localMidnight(0),
    endDate: localMidnight(1),
    standard: true,
    instant: true,
  })
  expect(booking.balanceDue).toBeGreaterThan(0)
  await page.goto(`/booking/standardpayment?bookingID=${booking._id}`)
  await expect(page.getByRole('heading', { name: 'Confirm and pay', level: 1 })).toBeVisible()
  await expect(page.getByText('Total to be paid now').locator('..')).toContainText(
    money(booking.balanceDue),
  )
  await expectAccessible(page)
  // The hirer's only saved card starts chosen.
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked()
  await page.getByRole('button', { name: 'Confirm and pay' }).click()

  await expect(page).toHaveURL(/\/booking\/standardpaymentsuccess$/)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('You are ready to pick up your item!')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm Item pick up' }).click()

  await expect(page).toHaveURL(/\/booking\/confirm$/)
  await expect(page.getByRole('heading', { name: 'Confirm item pick up' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please add at least 1 image')).toBeVisible()
  await addPhoto(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/booking\/SuccessfulPickup\?bookingID=/)
  await expect(page.getByRole('heading', { name: 'Pick-up confirmed!' })).toBeVisible()
  await expectAccessible(page)
  const after = await bookingOf(page.request, setup.hirer, booking._id)
  expect(after.bookingStatus).toBe('ACTIVE')
  expect(after.balanceDue).toBe(0)
})

test('pick-up with a damage note, then the return goes on to the rating', async ({ page }) => {
  const setup = await parties(page)
  const { booking } = await createBooking(page.request, setup, {
    startDate: localMidnight(0),
    endDate: localMidnight(1),
    instant: true,
  })
  await page.goto(`/booking/confirm?bookingID=${booking._id}`)
  await expect(page.getByRole('heading', { name: 'Confirm item pick up' })).toBeVisible()
  // The wizard holds the booking now: the address no longer needs it.
  await expect(page).toHaveURL(/\/booking\/confirm$/)
  await addPhoto(page)
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('field is required')).toBeVisible()
  await page.getByLabel('Describe the damage').fill('A small dent on the left side.')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Terms & Conditions' }),
  ).toHaveAttribute('href', '/booking/terms')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking\/SuccessfulPickup\?bookingID=/)
  const picked = await bookingOf(page.request, setup.hirer, booking._id)
  expect(picked).toMatchObject({
    bookingStatus: 'ACTIVE',
    unmentionDamaged: true,
    damageDescription: 'A small dent on the left side.',
  })

  await page.goto(`/booking/confirm?bookingID=${booking._id}`)
  await expect(page.getByRole('heading', { name: 'Return item' })).toBeVisible()
  await expectAccessible(page)
  await addPhoto(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking\/ratting$/)
  const wizard = await page.evaluate(() => sessionStorage.getItem('hire:ReturnPickup'))
  expect(JSON.parse(wizard ?? 'null')).toMatchObject({
    bookingId: booking._id,
    report: { damaged: false, damageDescription: '', media: [expect.any(String)] },
  })
})

test('an approved change is paid, then the new dates are confirmed', async ({ page }) => {
  const setup = await parties(page)
  const { booking, item } = await createBooking(page.request, setup, {
    startDate: localMidnight(50),
    endDate: localMidnight(51),
  })
  const quote = await approvedChange(page.request, setup, booking, item, localMidnight(53))
  expect(quote.pendingCents).toBeGreaterThan(0)
  await page.goto(`/booking/ChangeRequestPayment?bookingID=${booking._id}`)
  await expect(page.getByText('Total to be paid now').locator('..')).toContainText(
    money(quote.pendingCents / 100),
  )
  await expectAccessible(page)
  await page.getByRole('radio', { name: /Visa ending in 4242/ }).check()
  await page.getByRole('button', { name: 'Confirm and pay' }).click()
  await expect(page).toHaveURL(/\/booking\/changeDateAccepted\?bookingID=/)
  await expect(page.getByRole('heading', { name: 'Change date accepted' })).toBeVisible()
  await expect(page.getByText('Your booking now runs on its new dates.')).toBeVisible()
  await expectAccessible(page)
  expect((await bookingOf(page.request, setup.hirer, booking._id)).bookingStatus).toBe('APPROVED')
})

test('the booking terms, and the flow pages without their booking', async ({ page }) => {
  await signInAsHirer(page)
  for (const path of ['/booking/terms', '/booking/TermsAndCondition']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible()
    await expectAccessible(page)
  }
  for (const path of [
    '/booking/confirm',
    '/booking/standardpayment',
    '/booking/standardpaymentsuccess',
    '/booking/cancel',
    '/booking/ChangeRequestPayment',
    '/booking/changeDateAccepted',
  ]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/booking\/current$/)
  }
})
