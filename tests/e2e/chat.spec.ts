import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './helpers.ts'
import { expectNoSideScroll, signInAs } from './listing-support.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
}

interface Session {
  accessToken: string
  user: { _id: string }
}

/** Signs `email` in on a new context's page, the way the site stores a session. */
async function signedInPage(browser: Browser, email: string): Promise<[Page, Session]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const login = await page.request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { email, password: 'Password1', userType: 'INDIVIDUAL' },
  })
  expect(login.ok()).toBe(true)
  const session = (await login.json()).data as Session
  await signInAs(page, { token: session.accessToken, user: session.user })
  return [page, session]
}

/** A listing of the demo supplier that the demo hirer booked. */
async function sharedItem(page: Page, hirer: Session, supplier: Session): Promise<string> {
  const response = await page.request.get('/api/v1/booking?type=Current&limit=50', {
    headers: { ...publicHeaders, authorization: `Bearer ${hirer.accessToken}` },
  })
  const { list } = (await response.json()).data as {
    list: { itemId: string; supplierId: string }[]
  }
  const booking = list.find((entry) => entry.supplierId === supplier.user._id)
  if (!booking) throw new Error('No booking of the demo hirer with the demo supplier')
  return booking.itemId
}

test.describe('chat and notifications', () => {
  test('a hirer and a supplier chat live about an item', async ({ browser }) => {
    test.setTimeout(120_000)
    const [hirerPage, hirer] = await signedInPage(browser, 'hirer@example.com')
    const [supplierPage, supplier] = await signedInPage(browser, 'supplier@example.com')
    const itemId = await sharedItem(hirerPage, hirer, supplier)

    await hirerPage.goto(`/user/chat?itemId=${itemId}`)
    const hirerThread = hirerPage.getByRole('region', { name: /^Chat about / })
    await expect(hirerThread).toBeVisible({ timeout: 20_000 })
    await expect(hirerThread.getByText('Booking', { exact: true })).toBeVisible()
    await expect(hirerThread.getByRole('link', { name: 'Visit Supplier Profile' })).toHaveAttribute(
      'href',
      new RegExp(`/supplier/profile/${supplier.user._id}$`),
    )

    await supplierPage.goto('/user/chat')
    await expect(supplierPage.getByRole('list', { name: 'Chats' })).toBeVisible({ timeout: 20_000 })

    const line = `Is it free on Saturday? 👋 ${Date.now()}`
    const send = hirerThread.getByRole('button', { name: 'Send', exact: true })
    await hirerThread.getByRole('textbox', { name: 'Message' }).fill('   ')
    await expect(send).toBeDisabled()
    await hirerThread.getByRole('textbox', { name: 'Message' }).fill(line)
    await send.click()
    await expect(hirerThread.getByRole('log').getByText(line)).toBeVisible()

    // The supplier sees it without reloading, in the room list, then in the thread.
    const supplierRoom = supplierPage
      .getByRole('list', { name: 'Chats' })
      .getByRole('button')
      .filter({ hasText: line })
    await expect(supplierRoom).toBeVisible({ timeout: 10_000 })
    await supplierRoom.click()
    const supplierThread = supplierPage.getByRole('region', { name: /^Chat about / })
    await expect(supplierThread.getByText('Listing', { exact: true })).toBeVisible()
    await expect(supplierThread.getByRole('log').getByText(line)).toBeVisible()

    const reply = `Yes, all day ${Date.now()}`
    await supplierThread.getByRole('textbox', { name: 'Message' }).fill(reply)
    await supplierThread.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(hirerThread.getByRole('log').getByText(reply)).toBeVisible({ timeout: 10_000 })

    // Text is shown as text, never as markup.
    const markup = '<b>bold?</b>'
    await hirerThread.getByRole('textbox', { name: 'Message' }).fill(markup)
    await send.click()
    await expect(supplierThread.getByRole('log').getByText(markup)).toBeVisible({ timeout: 10_000 })

    await expectAccessible(hirerPage)
    await hirerPage.context().close()
    await supplierPage.context().close()
  })

  test('the bell shows the new message and the notification page lists it', async ({ browser }) => {
    test.setTimeout(90_000)
    const [page, supplier] = await signedInPage(browser, 'supplier@example.com')
    const [hirerPage, hirer] = await signedInPage(browser, 'hirer@example.com')
    // The hirer asks about one of the supplier's listings: the supplier is told.
    const itemId = await sharedItem(hirerPage, hirer, supplier)
    const asked = await hirerPage.request.post('/api/v1/user/question', {
      headers: { ...publicHeaders, authorization: `Bearer ${hirer.accessToken}` },
      data: { itemId, question: `Does it come with a helmet? ${Date.now()}` },
    })
    expect(asked.ok()).toBe(true)
    await hirerPage.context().close()
    await page.goto('/notification')
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible({
      timeout: 20_000,
    })
    // The page names the list once: its h1, and no second heading from the widget.
    await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(1)
    await expect(
      page
        .getByRole('button', { name: /New message|New booking request|You received a tip/ })
        .first(),
    ).toBeVisible({ timeout: 20_000 })
    await expectAccessible(page)
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await bell.click()
    await expect(bell).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'View All' })).toBeVisible()
    await expectAccessible(page, '.header-account__notifications')
    await page.keyboard.press('Escape')
    await expect(bell).toHaveAttribute('aria-expanded', 'false')
    await page.getByRole('button', { name: 'Mark all as read' }).first().click()
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
    await page.context().close()
  })

  test('no horizontal scroll at 375 px on /user/chat and /notification', async ({ browser }) => {
    const [page] = await signedInPage(browser, 'hirer@example.com')
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of ['/user/chat', '/notification']) {
      await page.goto(path)
      await expect(page.locator('.hire-inbox, .hire-notes').first()).toBeVisible({
        timeout: 20_000,
      })
      await expectNoSideScroll(page)
    }
    // The bell's menu stays on the screen (hung from the bell, it ran off the left edge).
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const menu = page.locator('.hire-bell__menu')
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
    await page.context().close()
  })
})
