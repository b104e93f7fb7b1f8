/**
 * The home page's chat widget and the item page's 'Message the supplier'. A guest on the
 * home page downloads none of the widget's code and opens no chat connection; a signed-in
 * hirer sees the same rooms and thread as /user/chat, and a message arrives live in both at
 * once; the widget lays out at 375 and 1280 px over nothing and under nothing. On the item
 * page the hirer lands in the room about the item, a guest is asked to sign in first, and
 * the supplier does not see the action on their own item.
 */
import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { encodeText } from '../../shared/domain/chat/messages.ts'
import { signInAsHirer } from './account-session.ts'
import { supplierProducts } from './booking-flows-support.ts'

import { expectAccessible, hydrated } from './helpers.ts'
import { expectOverlayOnTop } from './overlay-hit.ts'
import { expectNoSideScroll, signInAsSupplier } from './supplier-console-support.ts'

const headers = (token: string) => ({
  'x-api-key': 'sandbox',
  authorization: `Bearer ${token}`,
  platform: '3',
  timezone: '0',
})

/** The room between the demo hirer and supplier about `itemId`, opened by the hirer. */
async function openRoom(page: Page, token: string, itemId: string): Promise<string> {
  const response = await page.request.post('/api/v1/user/chat-room', {
    headers: headers(token),
    data: { itemId },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()).data as { roomId: string }).roomId
}

async function sendAs(page: Page, token: string, roomId: string, text: string) {
  const response = await page.request.post('/api/v1/user/chat-message', {
    headers: headers(token),
    data: {
      roomId,
      message: { messageId: randomUUID(), messageType: 'text', messageText: encodeText(text) },
    },
  })
  expect(response.ok()).toBe(true)
}

const homeChat = (page: Page) => page.locator('.home-chat')

test('a guest on the home page loads no chat code and opens no chat connection', async ({
  page,
}) => {
  const requests: string[] = []
  const sockets: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.goto('/')
  const island = homeChat(page).locator('astro-island')
  const chunk = await island.getAttribute('component-url')
  expect(chunk).toBeTruthy()
  // Interact so that every island waiting for a first interaction hydrates too.
  await page.mouse.move(200, 300)
  await page.mouse.wheel(0, 600)
  await hydrated(page, '.search-island')
  await page.waitForLoadState('networkidle')
  await expect(homeChat(page)).toBeHidden()
  expect(requests.filter((url) => url.includes(chunk as string))).toEqual([])
  expect(requests.filter((url) => /chat/i.test(new URL(url).pathname))).toEqual([])
  expect(sockets).toEqual([])
})

test('the home chat widget shows the rooms and a live thread, beside /user/chat', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  const supplierPage = await (await browser.newContext()).newPage()
  const hirer = await signInAsHirer(page)
  const supplier = await signInAsSupplier(supplierPage)
  const [item] = await supplierProducts(supplierPage.request, supplier)
  if (!item) throw new Error('the demo supplier has no items')
  const roomId = await openRoom(page, hirer.accessToken, item._id)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Your chats' })
  await expect(section).toBeVisible()
  const rooms = section.getByRole('list', { name: 'Chats' })
  await expect(rooms).toBeVisible({ timeout: 20_000 })
  await rooms.getByRole('button').filter({ hasText: item.itemName }).first().click()
  const thread = section.getByRole('region', { name: `Chat about ${item.itemName}` })
  await expect(thread).toBeVisible()
  await expect(thread.getByText('Booking', { exact: true })).toBeVisible()

  // /user/chat open in a second tab of the same hirer, in the same room.
  const chatPage = await context.newPage()
  await chatPage.goto(`/user/chat?itemId=${item._id}`)
  const chatThread = chatPage.getByRole('region', { name: `Chat about ${item.itemName}` })
  await expect(chatThread).toBeVisible({ timeout: 20_000 })

  // The supplier writes: both the home widget and the chat page show it without a reload.
  const line = `Your kayak is ready ${Date.now()}`
  await sendAs(supplierPage, supplier.token, roomId, line)
  await expect(thread.getByRole('log').getByText(line)).toBeVisible({ timeout: 10_000 })
  await expect(chatThread.getByRole('log').getByText(line)).toBeVisible({ timeout: 10_000 })
  await expect(rooms.getByRole('button').filter({ hasText: line })).toBeVisible()

  // The hirer answers from the home widget; the chat page shows it too.
  const reply = `Thanks, on my way ${Date.now()}`
  await thread.getByRole('textbox', { name: 'Message' }).fill(reply)
  await thread.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(chatThread.getByRole('log').getByText(reply)).toBeVisible({ timeout: 10_000 })

  // 1280 px: rooms beside the thread, inside the section, over nothing around it.
  const listBox = await rooms.boundingBox()
  const threadBox = await thread.boundingBox()
  expect(listBox && threadBox && listBox.x + listBox.width <= threadBox.x).toBe(true)
  await expectNoSideScroll(page)
  const composer = thread.locator('form')
  await composer.scrollIntoViewIfNeeded()
  await expectOverlayOnTop(composer, 'the home chat composer (1280 px)')
  const sectionBox = await section.boundingBox()
  const nextBox = await page.getByRole('region', { name: 'Trending activities' }).boundingBox()
  expect(sectionBox && nextBox && sectionBox.y + sectionBox.height <= nextBox.y).toBe(true)
  await expectAccessible(page)

  // 375 px: one column, no sideways scroll, the composer reachable and on top.
  await page.setViewportSize({ width: 375, height: 740 })
  await expectNoSideScroll(page)
  await composer.scrollIntoViewIfNeeded()
  await expectOverlayOnTop(composer, 'the home chat composer (375 px)')
  const narrowList = await rooms.boundingBox()
  const narrowThread = await thread.boundingBox()
  expect(narrowList && narrowThread && narrowList.y + narrowList.height <= narrowThread.y).toBe(
    true,
  )

  await context.close()
  await supplierPage.context().close()
})

test("'Message the supplier' on the item page lands in the room; guests sign in first; not on one's own item", async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const hirerPage = await (await browser.newContext()).newPage()
  const supplierPage = await (await browser.newContext()).newPage()
  const guestPage = await (await browser.newContext()).newPage()
  await signInAsHirer(hirerPage)
  const supplier = await signInAsSupplier(supplierPage)
  const items = await supplierProducts(supplierPage.request, supplier)
  const item = items[1] ?? items[0]
  if (!item) throw new Error('the demo supplier has no items')
  const itemPage = `/equipments/${item._id}`

  await hirerPage.goto(itemPage)
  await hydrated(hirerPage)
  await hirerPage.getByRole('link', { name: 'Message the supplier' }).click()
  await expect(hirerPage).toHaveURL(new RegExp(`/user/chat\\?itemId=${item._id}$`))
  await expect(hirerPage.getByRole('region', { name: `Chat about ${item.itemName}` })).toBeVisible({
    timeout: 20_000,
  })

  await guestPage.goto(itemPage)
  await hydrated(guestPage)
  await guestPage.getByRole('link', { name: 'Message the supplier' }).click()
  await expect(
    guestPage.getByRole('dialog').getByText('Sign in to message the supplier.'),
  ).toBeVisible()
  await expect(guestPage).toHaveURL(new RegExp(`${itemPage}$`))

  await supplierPage.goto(itemPage)
  await hydrated(supplierPage)
  await expect(supplierPage.getByRole('heading', { level: 1, name: item.itemName })).toBeVisible()
  await expect(supplierPage.getByRole('link', { name: 'Message the supplier' })).toHaveCount(0)

  await hirerPage.context().close()
  await supplierPage.context().close()
  await guestPage.context().close()
})
