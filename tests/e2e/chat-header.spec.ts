/**
 * The header's Messages link and the stored chat queue. The link beside the bell counts the
 * signed-in user's chats with unread messages live, over the page's one chat connection
 * (shared with /user/chat), fits 375 px and sits over nothing. A message written while the
 * connection is down survives a reload and reaches the other person once when it is back.
 */
import { randomUUID } from 'node:crypto'
import { expect, type Page, test, type WebSocketRoute } from '@playwright/test'
import type { ChatHistoryData, ChatRoomsData } from '../../shared/contract/chat/chat.ts'
import { encodeText } from '../../shared/domain/chat/messages.ts'
import { signInAsHirer } from './account-session.ts'
import { supplierProducts } from './booking-flows-support.ts'
import { expectAccessible } from './helpers.ts'
import { expectOverlayOnTop } from './overlay-hit.ts'
import { expectNoSideScroll, signInAsSupplier } from './supplier-console-support.ts'

const headers = (token: string) => ({
  'x-api-key': 'sandbox',
  authorization: `Bearer ${token}`,
  platform: '3',
  timezone: '0',
})

async function call<T>(
  page: Page,
  method: 'get' | 'post' | 'put',
  path: string,
  token: string,
  data?: object,
) {
  const send = () => page.request[method](`/api/v1${path}`, { headers: headers(token), data })
  // A kept-alive connection the server closed while the test waited resets once; a read
  // is safe to repeat.
  const response = await send().catch((error: Error) => {
    if (method === 'get' && /ECONNRESET/.test(error.message)) return send()
    throw error
  })
  expect(response.ok(), `${method} ${path}`).toBe(true)
  return (await response.json()).data as T
}

const label = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages')
const threadOf = (page: Page, itemName: string) =>
  page.getByRole('region', { name: `Chat about ${itemName}` })

/** The demo hirer and supplier, each in a context of their own, and their room about an item. */
async function twoPeople(browser: import('@playwright/test').Browser) {
  const page = await (await browser.newContext()).newPage()
  const supplierPage = await (await browser.newContext()).newPage()
  const hirer = await signInAsHirer(page)
  const supplier = await signInAsSupplier(supplierPage)
  const [item] = await supplierProducts(supplierPage.request, supplier)
  if (!item) throw new Error('the demo supplier has no items')
  const room = await call<{ roomId: string }>(page, 'post', '/user/chat-room', hirer.accessToken, {
    itemId: item._id,
  })
  return { page, supplierPage, hirer, supplier, item, roomId: room.roomId }
}

test("the header's Messages link counts unread chats live over the page's one connection", async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { page, supplierPage, hirer, supplier, item, roomId } = await twoPeople(browser)
  // This room starts read; the hirer's other rooms with unread messages count as well.
  await call(page, 'put', '/user/chat-room/read', hirer.accessToken, { roomId })
  const { list } = await call<ChatRoomsData>(page, 'get', '/user/chat-rooms', hirer.accessToken)
  const others = list.filter((room) => room.roomId !== roomId && room.unreadMessages > 0).length

  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/notification')
  const link = page.locator('#site-header').getByRole('link', { name: /^Messages/ })
  await expect(link).toHaveAccessibleName(label(others), { timeout: 20_000 })
  await expect(link).toHaveAttribute('href', '/user/chat')

  // The supplier writes: the count grows without a reload.
  await call(supplierPage, 'post', '/user/chat-message', supplier.token, {
    roomId,
    message: {
      messageId: randomUUID(),
      messageType: 'text',
      messageText: encodeText(`Still free on Saturday? ${Date.now()}`),
    },
  })
  await expect(link).toHaveAccessibleName(label(others + 1), { timeout: 10_000 })
  await expectNoSideScroll(page)
  await expectOverlayOnTop(page.locator('#site-header .account'), 'the header account (375 px)')
  await expectAccessible(page)
  expect(sockets.filter((url) => url.includes('/realtime'))).toHaveLength(1)

  // /user/chat: the page's chat and the header share one connection; opening the room
  // clears its count.
  sockets.length = 0
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/user/chat?itemId=${item._id}`)
  await expect(threadOf(page, item.itemName)).toBeVisible({ timeout: 20_000 })
  await expect(link).toHaveAccessibleName(label(others), { timeout: 10_000 })
  await expect(link).toHaveAttribute('aria-current', 'page')
  expect(sockets.filter((url) => url.includes('/realtime'))).toHaveLength(1)

  await page.context().close()
  await supplierPage.context().close()
})

test('a message written while offline survives a reload and arrives once', async ({ browser }) => {
  test.setTimeout(180_000)
  const { page, supplierPage, hirer, supplier, item, roomId } = await twoPeople(browser)
  // The chat channel can be cut and kept down, whatever the browser's network says.
  let blocked = false
  let live: WebSocketRoute | undefined
  await page.routeWebSocket(/\/realtime$/, (socket) => {
    live = socket
    if (blocked) void socket.close()
    else socket.connectToServer()
  })
  await page.goto(`/user/chat?itemId=${item._id}`)
  const thread = threadOf(page, item.itemName)
  await expect(thread).toBeVisible({ timeout: 20_000 })
  await supplierPage.goto(`/user/chat?itemId=${item._id}`)
  const supplierThread = threadOf(supplierPage, item.itemName)
  await expect(supplierThread).toBeVisible({ timeout: 20_000 })

  // Offline: the message waits, in the thread and in storage.
  await page.context().setOffline(true)
  blocked = true
  await live?.close()
  await expect(page.getByText(/^Reconnecting/)).toBeVisible({ timeout: 10_000 })
  const line = `Written on the train ${Date.now()}`
  await thread.getByRole('textbox', { name: 'Message' }).fill(line)
  await thread.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(thread.getByRole('log').getByText('Sending…')).toBeVisible()
  const outboxKey = `hire:chat-outbox:${hirer.user._id}`
  const stored = () => page.evaluate((key) => localStorage.getItem(key) ?? '', outboxKey)
  expect(await stored()).toContain(encodeText(line))

  // A reload while the channel is still down, then the connection comes back.
  await page.context().setOffline(false)
  await page.reload()
  await expect(page.getByText(/^Reconnecting/)).toBeVisible({ timeout: 15_000 })
  blocked = false
  await page.evaluate(() => window.dispatchEvent(new Event('online')))

  await expect(threadOf(page, item.itemName).getByRole('log').getByText(line)).toHaveCount(1, {
    timeout: 20_000,
  })
  await expect(supplierThread.getByRole('log').getByText(line)).toHaveCount(1, { timeout: 10_000 })
  await expect.poll(stored, { timeout: 10_000 }).toBe('')
  const history = await call<ChatHistoryData>(
    supplierPage,
    'get',
    `/user/chat-room/${encodeURIComponent(roomId)}/messages`,
    supplier.token,
  )
  expect(history.list.filter((message) => message.messageText === encodeText(line))).toHaveLength(1)

  await page.context().close()
  await supplierPage.context().close()
})
