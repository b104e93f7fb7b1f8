/**
 * Chat and the bell between the demo hirer and the demo supplier, each in a browser context
 * of their own: they land in the same room from the booking detail ('Contact Supplier') and
 * the order detail ('Contact') and talk live, with a picture (upload progress, 100 px
 * thumbnail, full size in a dialog on top); the supplier's bell shows a new booking request
 * without a reload and leads to it, the hirer's bell the approval; switching the Messages
 * email off stops the email copy. axe with the picture open.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { tinyPng } from './accounts-support.ts'
import { savedCardId, supplierProducts } from './booking-flows-support.ts'
import { expectAccessible, localMidnight } from './helpers.ts'
import { expectOverlayOnTop } from './overlay-hit.ts'
import { requestDay, signInAsSupplier } from './supplier-console-support.ts'

async function twoPeople(browser: Browser) {
  const hirerPage = await (await browser.newContext()).newPage()
  const supplierPage = await (await browser.newContext()).newPage()
  const hirer = await signInAsHirer(hirerPage)
  const supplier = await signInAsSupplier(supplierPage)
  const items = await supplierProducts(supplierPage.request, supplier)
  const cardId = await savedCardId(hirerPage.request, {
    token: hirer.accessToken,
    userId: hirer.user._id,
  })
  return { hirerPage, supplierPage, hirer, supplier, items, cardId }
}

const threadOf = (page: Page, itemName: string) =>
  page.getByRole('region', { name: `Chat about ${itemName}` })

async function say(page: Page, itemName: string, text: string) {
  const thread = threadOf(page, itemName)
  await thread.getByRole('textbox', { name: 'Message' }).fill(text)
  await thread.getByRole('button', { name: 'Send', exact: true }).click()
}

/** Marks everything read from the bell, so the next unread one is the one awaited. */
async function clearBell(page: Page) {
  const menu = await openBell(page)
  const markAll = menu.getByRole('button', { name: 'Mark all as read' })
  if (await markAll.isVisible()) await markAll.click()
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await page.keyboard.press('Escape')
}

/** The bell's menu, opened (its label carries the unread count). */
async function openBell(page: Page) {
  const bell = page.getByRole('button', { name: /^Notifications/ })
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click()
  await expect(bell).toHaveAttribute('aria-expanded', 'true')
  return page.locator('.header-account__notifications')
}

test('hirer and supplier chat live from the booking and the order, with a picture', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const { hirerPage, supplierPage, hirer, items, cardId } = await twoPeople(browser)
  const { bookingId, item } = await requestDay(
    hirerPage.request,
    hirer,
    cardId,
    items,
    localMidnight(60),
  )

  // The hirer: booking detail, 'Contact Supplier', the room about the item.
  await hirerPage.goto(`/booking/detail?bookingID=${bookingId}`)
  await hirerPage.getByRole('link', { name: 'Contact Supplier' }).click()
  await expect(hirerPage).toHaveURL(/\/user\/chat\?itemId=/)
  const hirerThread = threadOf(hirerPage, item.itemName)
  await expect(hirerThread).toBeVisible({ timeout: 20_000 })

  // The supplier: the order's detail, 'Contact', the same room (with the hirer).
  await supplierPage.goto(`/insurance-claim/${bookingId}`)
  await supplierPage.getByRole('link', { name: 'Contact' }).click({ timeout: 20_000 })
  await expect(supplierPage).toHaveURL(/\/user\/chat\?bookingID=/)
  const supplierThread = threadOf(supplierPage, item.itemName)
  await expect(supplierThread).toBeVisible({ timeout: 20_000 })
  await expect(supplierThread.getByText('Listing', { exact: true })).toBeVisible()

  const question = `Can I pick it up at 8? ${Date.now()}`
  await say(hirerPage, item.itemName, question)
  await expect(supplierThread.getByRole('log').getByText(question)).toBeVisible({
    timeout: 10_000,
  })
  const answer = `8 is fine, see you then ${Date.now()}`
  await say(supplierPage, item.itemName, answer)
  await expect(hirerThread.getByRole('log').getByText(answer)).toBeVisible({ timeout: 10_000 })

  // A picture: the upload is held so its progress and 'Uploading...' can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await hirerPage.route('**/api/v1/media-upload', async (route) => {
    const response = await route.fetch()
    await held
    await route.fulfill({ response })
  })
  await hirerThread.getByLabel('Send a picture').setInputFiles({
    name: 'kayak.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  })
  await expect(hirerThread.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(hirerThread.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
  release()
  await expect(hirerThread.getByRole('progressbar')).toBeHidden({ timeout: 15_000 })
  await hirerPage.unroute('**/api/v1/media-upload')

  const picture = supplierThread.getByRole('button', { name: 'Sent in the chat (open full size)' })
  await expect(picture).toBeVisible({ timeout: 10_000 })
  await expect(
    hirerThread.getByRole('button', { name: 'Sent in the chat (open full size)' }),
  ).toBeVisible()
  const thumbnail = picture.getByRole('img')
  await expect.poll(async () => (await thumbnail.boundingBox())?.height).toBe(100)

  await picture.click()
  const viewer = supplierPage.getByRole('dialog', { name: 'Photo' })
  await expect(viewer.getByRole('img', { name: 'Sent in the chat, full size' })).toBeVisible()
  await expectOverlayOnTop(viewer, 'the full-size picture')
  await expectAccessible(supplierPage)
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toBeHidden()

  await hirerPage.context().close()
  await supplierPage.context().close()
})

test("the supplier's bell shows a new request without a reload; the hirer's bell shows the approval", async ({
  browser,
}) => {
  // The bell polls every 15 s: each wait allows two rounds on a busy machine.
  test.setTimeout(240_000)
  const { hirerPage, supplierPage, hirer, items, cardId } = await twoPeople(browser)
  await supplierPage.goto('/')
  await hirerPage.goto('/')
  // The header's island is up: the bell is there (the search waits for an interaction).
  await expect(supplierPage.getByRole('button', { name: /^Notifications/ })).toBeVisible({
    timeout: 20_000,
  })
  await expect(hirerPage.getByRole('button', { name: /^Notifications/ })).toBeVisible({
    timeout: 20_000,
  })
  await clearBell(supplierPage)
  await clearBell(hirerPage)
  const { bookingId, item } = await requestDay(
    hirerPage.request,
    hirer,
    cardId,
    items,
    localMidnight(62),
  )
  const requestText = new RegExp(`New booking request.*${literal(item.itemName)}`)

  const supplierBell = supplierPage.getByRole('button', { name: /^Notifications/ })
  await expect(async () => {
    const menu = await openBell(supplierPage)
    await expect(menu.getByRole('button', { name: requestText }).first()).toBeVisible({
      timeout: 1_000,
    })
  }).toPass({ timeout: 45_000 })
  await expectAccessible(supplierPage, '.header-account__notifications')
  await supplierPage
    .locator('.header-account__notifications')
    .getByRole('button', { name: requestText })
    .first()
    .click()
  await expect(supplierPage).toHaveURL(new RegExp(`/listing/awaiting\\?bookingID=${bookingId}`), {
    timeout: 15_000,
  })
  const review = supplierPage.getByRole('dialog', { name: item.itemName })
  await expect(review.getByRole('button', { name: 'Accept' })).toBeEnabled({ timeout: 20_000 })
  await review.getByRole('button', { name: 'Accept' }).click()
  await expect(review).toBeHidden()
  await expect(supplierBell).toBeVisible()

  const approved = new RegExp(`Booking approved.*${literal(item.itemName)}`)
  await expect(async () => {
    const menu = await openBell(hirerPage)
    await expect(menu.getByRole('button', { name: approved }).first()).toBeVisible({
      timeout: 1_000,
    })
  }).toPass({ timeout: 45_000 })
  await hirerPage
    .locator('.header-account__notifications')
    .getByRole('button', { name: approved })
    .first()
    .click()
  await expect(hirerPage).toHaveURL(new RegExp(`/booking/detail\\?bookingID=${bookingId}`), {
    timeout: 15_000,
  })

  await hirerPage.context().close()
  await supplierPage.context().close()
})

test('with the Messages email switched off, a chat message sends no email copy', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const { hirerPage, supplierPage, hirer, items } = await twoPeople(browser)
  const item = items[0]
  if (!item) throw new Error('the demo supplier has no items')
  const since = Date.now()
  const emailsAbout = async () => {
    const response = await hirerPage.request.get(
      `/api/v1/sandbox/outbox?to=${encodeURIComponent('hirer@example.com')}`,
      {
        headers: {
          'x-api-key': 'sandbox',
          authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
        },
      },
    )
    const { list } = (await response.json()).data as {
      list: { channel: string; subject: string; body: string; created: string }[]
    }
    return list.filter(
      (entry) =>
        entry.channel === 'email' &&
        entry.subject === 'New message' &&
        Date.parse(entry.created) >= since &&
        entry.body.includes(item.itemName),
    )
  }

  // The hirer switches the Messages email off.
  await hirerPage.goto('/notification-setting')
  const messages = hirerPage.getByRole('region', { name: 'Messages' })
  const email = messages.getByRole('switch', { name: 'Email' })
  await expect(email).toBeVisible({ timeout: 20_000 })
  const setEmail = async (on: boolean) => {
    if ((await email.getAttribute('aria-checked')) !== String(on)) await email.click()
    await expect(email).toHaveAttribute('aria-checked', String(on))
    // Saved on the server, not only on screen.
    await expect
      .poll(async () => {
        const response = await hirerPage.request.get('/api/v1/user/profile', {
          headers: {
            'x-api-key': 'sandbox',
            authorization: `Bearer ${hirer.accessToken}`,
          },
        })
        const { user } = (await response.json()).data as {
          user: { messageSetting?: { email: boolean } }
        }
        return user.messageSetting?.email
      })
      .toBe(on)
  }
  await setEmail(false)

  // The supplier writes to the hirer about an item.
  await supplierPage.goto(`/user/chat?itemId=${item._id}&otherUserId=${hirer.user._id}`)
  await expect(threadOf(supplierPage, item.itemName)).toBeVisible({ timeout: 20_000 })
  const newest = async () => {
    const response = await hirerPage.request.get('/api/v1/notification/list?pageNo=1&limit=1', {
      headers: { 'x-api-key': 'sandbox', authorization: `Bearer ${hirer.accessToken}` },
    })
    const { list } = (await response.json()).data as { list: { _id: string; type: string }[] }
    return list[0]
  }
  const before = (await newest())?._id
  const muted = `Sent while your email is off ${Date.now()}`
  await say(supplierPage, item.itemName, muted)
  // The hirer's notification of it exists (its copies were decided with the email off).
  await expect
    .poll(async () => {
      const latest = await newest()
      return latest && latest._id !== before ? latest.type : null
    })
    .toBe('MESSAGE')

  // Back on: the next message brings an email; the one before it never did.
  await setEmail(true)
  await say(supplierPage, item.itemName, `And now with email ${Date.now()}`)
  await expect.poll(async () => (await emailsAbout()).length, { timeout: 30_000 }).toBe(1)

  await hirerPage.context().close()
  await supplierPage.context().close()
})

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
