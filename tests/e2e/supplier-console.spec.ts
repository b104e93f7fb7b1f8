/**
 * The supplier console, hirer and supplier side by side (two browser contexts): the hirer
 * asks to book, the supplier's awaiting badge shows it within 10 s without a reload, the
 * supplier accepts in the review modal and the hirer sees it approved; the hirer picks up
 * and returns (API), the supplier confirms the return, reviews the hirer and files an
 * insurance claim; an instant booking on Upcoming can only be declined, and the hirer
 * sees it declined; the supplier asks to cancel another booking and the hirer disputes it;
 * the revenue page draws its chart and takes a period in the two-month range picker (by
 * mouse and keyboard). axe on every console page; no horizontal scroll at 375 px.
 */
import { expect, test } from '@playwright/test'
import type { BookingRecord } from '../../shared/contract/booking/records.ts'
import { formatDayRange } from '../../shared/format/days.ts'
import { signInAsHirer } from './account-session.ts'
import { call } from './booking-end-support.ts'
import { savedCardId, supplierProducts } from './booking-flows-support.ts'

import { expectAccessible, hydrated, localMidnight } from './helpers.ts'
import {
  expectCentred,
  expectNoSideScroll,
  findOrderCard,
  pickUpAndReturn,
  requestDay,
  signInAsSupplier,
} from './supplier-console-support.ts'

test('the demo supplier runs a day of business with the demo hirer', async ({ browser }) => {
  test.setTimeout(300_000)
  const hirerPage = await (await browser.newContext()).newPage()
  const supplierPage = await (await browser.newContext()).newPage()
  const hirer = await signInAsHirer(hirerPage)
  const supplier = await signInAsSupplier(supplierPage)
  const items = await supplierProducts(supplierPage.request, supplier)
  const cardId = await savedCardId(hirerPage.request, {
    token: hirer.accessToken,
    userId: hirer.user._id,
  })
  const statusOf = async (bookingId: string) =>
    (
      await call<BookingRecord>(hirerPage.request, 'GET', `/booking/${bookingId}`, {
        token: hirer.accessToken,
      })
    ).bookingStatus

  // The awaiting screen and its badge, then a new request shows up without a reload.
  await supplierPage.goto('/listing/awaiting')
  await hydrated(supplierPage)
  const badge = supplierPage.getByTestId('awaiting-badge')
  await expect(badge).toBeVisible({ timeout: 15_000 })
  const before = Number((await badge.textContent())?.match(/\d+/)?.[0])
  await expect(
    supplierPage.getByRole('heading', { name: `You have ${before} requests awaiting review` }),
  ).toBeVisible()
  await expectAccessible(supplierPage)
  const first = await requestDay(hirerPage.request, hirer, cardId, items, localMidnight(1))
  await expect(badge).toHaveText(new RegExp(`^${before + 1}`), { timeout: 10_000 })

  // The review modal, opened by its link; Accept approves, and the hirer sees it.
  await supplierPage.goto(`/listing/awaiting?bookingID=${first.bookingId}`)
  const dialog = supplierPage.getByRole('dialog', { name: first.item.itemName })
  await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled({ timeout: 15_000 })
  await expectAccessible(supplierPage)
  // On a phone the item's name wraps before the close button instead of running under it.
  await supplierPage.setViewportSize({ width: 375, height: 740 })
  const titleEnd = await dialog
    .getByRole('heading', { name: first.item.itemName })
    .evaluate((title) => {
      const style = getComputedStyle(title)
      return title.getBoundingClientRect().right - Number.parseFloat(style.paddingRight)
    })
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
  expect(titleEnd).toBeLessThanOrEqual((close?.x ?? 0) + 1)
  await supplierPage.setViewportSize({ width: 1280, height: 720 })
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog).toBeHidden()
  await expect(supplierPage.getByText('Request accepted')).toBeVisible()
  await hirerPage.goto(`/booking/detail?bookingID=${first.bookingId}`)
  await expect(hirerPage.getByText(/^Status: Approved$/).first()).toBeVisible({ timeout: 15_000 })
  expect(await statusOf(first.bookingId)).toBe('APPROVED')

  // An instant booking is approved at once; on Upcoming its review modal can only decline.
  const instantDay = localMidnight(3)
  const instant = await requestDay(hirerPage.request, hirer, cardId, items, instantDay, {
    instant: true,
  })
  expect(await statusOf(instant.bookingId)).toBe('APPROVED')
  await supplierPage.goto('/listing')
  await hydrated(supplierPage)
  await supplierPage.getByRole('tab', { name: 'Upcoming' }).click()
  const instantCard = await findOrderCard(supplierPage, [
    instant.item.itemName,
    formatDayRange(instantDay, instantDay),
  ])
  await instantCard.getByRole('button').click()
  const instantDialog = supplierPage.getByRole('dialog', { name: instant.item.itemName })
  await expect(instantDialog.getByRole('button', { name: 'Decline' })).toBeEnabled({
    timeout: 15_000,
  })
  await expect(instantDialog.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await expectAccessible(supplierPage)
  await instantDialog.getByRole('button', { name: 'Decline' }).click()
  // Decline cannot be undone: it asks once more, the safe answer focused.
  await expect(instantDialog.getByRole('button', { name: 'Keep request' })).toBeFocused()
  // Escape answers the question only: the request stays open, focus back on Decline.
  await supplierPage.keyboard.press('Escape')
  await expect(instantDialog.getByRole('group', { name: /^Decline this request\?/ })).toHaveCount(0)
  await expect(instantDialog.getByRole('button', { name: 'Decline' })).toBeFocused()
  await supplierPage.keyboard.press('Enter')
  await expect(instantDialog.getByRole('button', { name: 'Keep request' })).toBeFocused()
  await instantDialog
    .getByRole('group', { name: /^Decline this request\?/ })
    .getByRole('button', { name: 'Decline' })
    .click()
  await expect(instantDialog).toBeHidden({ timeout: 15_000 })
  await expect.poll(() => statusOf(instant.bookingId), { timeout: 15_000 }).toBe('DECLINED')
  await hirerPage.goto(`/booking/detail?bookingID=${instant.bookingId}`)
  await expect(hirerPage.getByText(/^Status: Declined$/).first()).toBeVisible({ timeout: 15_000 })

  // Pick-up and return by the hirer; the supplier confirms the return and reviews the hirer.
  await pickUpAndReturn(hirerPage.request, hirer, first.bookingId)
  await supplierPage.goto(`/insurance-claim/${first.bookingId}`)
  const confirm = supplierPage.getByRole('button', { name: 'Confirm Item return' })
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  // 'Contact' opens the chat room with this order's hirer about its item.
  await supplierPage.getByRole('link', { name: 'Contact' }).click()
  await expect(supplierPage).toHaveURL(/\/user\/chat\?bookingID=/)
  await expect(
    supplierPage.getByRole('region', { name: `Chat about ${first.item.itemName}` }),
  ).toBeVisible({ timeout: 15_000 })
  await supplierPage.goBack()
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  await expectAccessible(supplierPage)
  await confirm.click()
  await expect(supplierPage).toHaveURL(/\/completed-order\//)
  await expect(
    supplierPage.getByRole('heading', { name: 'Review completed order' }).last(),
  ).toBeVisible()
  await hydrated(supplierPage)
  await supplierPage.getByRole('button', { name: 'Submit review' }).click()
  await expect(supplierPage.getByText('Minimum 1 rating is required.')).toBeVisible()
  await expect(supplierPage.getByText('Field is Required')).toBeVisible()
  await expectAccessible(supplierPage)
  await supplierPage.getByRole('radio', { name: '4 stars' }).check()
  await supplierPage.getByLabel('Comment').fill('Careful with the gear and on time.')
  await supplierPage.getByRole('button', { name: 'Submit review' }).click()
  await expect(supplierPage).toHaveURL(/\/return-item\?id=/)
  await expect(supplierPage.getByRole('heading', { name: 'Congrats!' })).toBeVisible()
  await expectAccessible(supplierPage)
  expect(await statusOf(first.bookingId)).toBe('COMPLETED')

  // The insurance claim: terms, the form (details required), submitted.
  await supplierPage.goto(`/insurance-claim/${first.bookingId}`)
  await supplierPage.getByRole('link', { name: 'Make an insurance claim' }).click()
  await expect(supplierPage).toHaveURL(/\/insurance-tnc\//)
  await hydrated(supplierPage)
  await expectAccessible(supplierPage)
  await supplierPage.getByRole('link', { name: 'Accept and Continue' }).click()
  await expect(supplierPage).toHaveURL(/\/insurance-item\//)
  await hydrated(supplierPage)
  await expect(supplierPage.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  // Each reason's radio sits beside its words, not stretched across the form above them.
  const radio = await supplierPage.getByRole('radio', { name: 'Overdue' }).boundingBox()
  expect(radio?.width).toBeLessThan(40)
  await supplierPage.getByRole('button', { name: 'Submit claim' }).click()
  await expect(supplierPage.getByText('Please enter details of the claim')).toBeVisible()
  await expectAccessible(supplierPage)
  await supplierPage.getByRole('radio', { name: 'Damage' }).check()
  await supplierPage.getByLabel('Details of the claim').fill('A dent in the hull.')
  await supplierPage.getByRole('button', { name: 'Submit claim' }).click()
  await expect(supplierPage).toHaveURL(/\/insurance-submitted$/)
  await expect(
    supplierPage.getByRole('heading', { name: 'Insurance claim submitted!' }).last(),
  ).toBeVisible()
  await expectAccessible(supplierPage)

  // The supplier asks to cancel another booking; the hirer disputes it.
  const second = await requestDay(hirerPage.request, hirer, cardId, items, localMidnight(2))
  await call(supplierPage.request, 'PUT', '/orders/approveOrDecline', {
    token: supplier.token,
    data: { id: second.bookingId, status: 'APPROVED' },
  })
  await supplierPage.goto(`/insurance-claim/${second.bookingId}`)
  await supplierPage.getByRole('link', { name: 'Request cancellation' }).click()
  await expect(supplierPage).toHaveURL(/\/listing\/cancel-item\//)
  await hydrated(supplierPage)
  await supplierPage.getByRole('button', { name: 'Send' }).click()
  await expect(supplierPage.getByText('field is required')).toBeVisible()
  await expectAccessible(supplierPage)
  await supplierPage.getByLabel('Why do you need to cancel?').fill('The kayak needs repairs.')
  await supplierPage.getByRole('button', { name: 'Send' }).click()
  await expect(supplierPage).toHaveURL(/\/listing\/cancel-item-req-accept\//)
  await expect(
    supplierPage.getByText('Your cancel request is waiting for an answer.'),
  ).toBeVisible()
  await expectAccessible(supplierPage)

  await hirerPage.goto(`/booking/detail?bookingID=${second.bookingId}`)
  await expect(hirerPage.getByText('The supplier asked to cancel this booking.')).toBeVisible({
    timeout: 15_000,
  })
  await hirerPage.getByRole('link', { name: 'Open dispute' }).click()
  await expect(hirerPage).toHaveURL(/\/listing\/cancel-item-req-dispute\//)
  await hydrated(hirerPage)
  await expectAccessible(hirerPage)
  await hirerPage.getByLabel('Why do you decline the cancel request?').fill('I booked transport.')
  await hirerPage.getByRole('button', { name: 'Send' }).click()
  await expect(hirerPage).toHaveURL(/\/booking\/detail\?bookingID=/)
  expect(await statusOf(second.bookingId)).toBe('APPROVED')

  // Revenue: figures, the chart, a period.
  await supplierPage.goto('/listing/revenue')
  await hydrated(supplierPage)
  await expect(supplierPage.getByTestId('revenue-chart').locator('canvas')).toBeVisible({
    timeout: 15_000,
  })
  await supplierPage.getByRole('button', { name: 'Week' }).click()
  await expect(supplierPage.getByRole('button', { name: 'Week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await supplierPage.getByRole('button', { name: 'Period' }).click()
  const period = supplierPage.getByRole('dialog', { name: 'Choose a period' })
  await expect(period.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expectAccessible(supplierPage)
  // One day is no period: the message shows and the picker stays open.
  const today = period.locator('[role="gridcell"][aria-current="date"]')
  await today.click()
  await today.click()
  await expect(period.getByRole('alert')).toHaveText('Start date must be before end date')
  // By keyboard: a week back (past days count for revenue), then today.
  await supplierPage.keyboard.press('ArrowUp')
  await supplierPage.keyboard.press('Enter')
  await supplierPage.keyboard.press('ArrowDown')
  await supplierPage.keyboard.press('Enter')
  await expect(period).toBeHidden()
  await expect(supplierPage.getByRole('button', { name: 'Period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectAccessible(supplierPage)

  // The orders page, and every console page fits a phone.
  await supplierPage.setViewportSize({ width: 375, height: 800 })
  await expectNoSideScroll(supplierPage)
  await supplierPage.getByRole('button', { name: 'Period' }).click()
  await expect(period.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expectCentred(supplierPage, period)
  await expectNoSideScroll(supplierPage)
  await supplierPage.keyboard.press('Escape')
  await expect(period).toBeHidden()
  await supplierPage.goto('/listing')
  await hydrated(supplierPage)
  await expect(supplierPage.getByRole('tab', { name: 'Active' })).toBeVisible()
  await supplierPage.getByRole('tab', { name: 'History' }).click()
  await expect(supplierPage.locator('.console-card').first()).toBeVisible({ timeout: 15_000 })
  await expectNoSideScroll(supplierPage)
  await expectAccessible(supplierPage)
  await supplierPage.goto('/approved')
  await expect(supplierPage.locator('.hire-console').getByRole('link', { name: 'Ok' })).toBeVisible(
    {
      timeout: 15_000,
    },
  )
  await expectAccessible(supplierPage)
})

test('on a phone the orders’ four tabs share one row under the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAsSupplier(page)
  await page.goto('/listing')
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(4)
  const tops = await Promise.all(
    (await tabs.all()).map(async (tab) => Math.round((await tab.boundingBox())?.y ?? -1)),
  )
  expect(new Set(tops).size, `one row: ${tops}`).toBe(1)
  const last = await tabs.last().boundingBox()
  expect((last?.x ?? 0) + (last?.width ?? 0), 'All ends inside the phone').toBeLessThanOrEqual(375)
  await expectNoSideScroll(page)
})

test('the orders’ tabs are one Tab stop; arrows, Home and End choose a tab', async ({ page }) => {
  await signInAsSupplier(page)
  await page.goto('/listing')
  await hydrated(page)
  const tab = (name: string) => page.getByRole('tab', { name })
  const panel = page.getByRole('tabpanel')
  // Tab from the link before the list lands on the chosen tab; Shift+Tab goes back there.
  const before = page.getByRole('link', { name: 'Manage Listings' })
  await before.focus()
  await page.keyboard.press('Tab')
  await expect(tab('Active')).toBeFocused()
  await expect(page.getByRole('tab', { selected: false })).toHaveCount(3)
  for (const name of ['Upcoming', 'History', 'All']) {
    await expect(tab(name)).toHaveAttribute('tabindex', '-1')
  }

  await page.keyboard.press('ArrowRight')
  await expect(tab('Upcoming')).toBeFocused()
  await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toHaveAttribute('aria-labelledby', 'console-tab-UPCOMMING')
  await page.keyboard.press('End')
  await expect(tab('All')).toBeFocused()
  await expect(tab('All')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab('Active')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tab('All')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tab('Active')).toBeFocused()
  await expect(tab('Active')).toHaveAttribute('aria-selected', 'true')
  await expect(tab('Active')).toHaveAttribute('tabindex', '0')
  await page.keyboard.press('Shift+Tab')
  await expect(before).toBeFocused()
})

test('the revenue page fits a 320 px phone (text at 400 % zoom) without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await signInAsSupplier(page)
  await page.goto('/listing/revenue')
  await expect(page.getByRole('heading', { name: 'My Revenue' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('group', { name: 'Period' })).toBeVisible()
  await expectNoSideScroll(page)
})
