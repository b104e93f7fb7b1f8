/**
 * What the demo hirer finds on a fresh clone: a bell with unread notifications, and an inbox
 * of chats, each naming the person on the other side. (Other files may read some of them
 * first, so the counts come from the API, not the seed.)
 */
import { expect, test } from '@playwright/test'
import type { ChatRoomsData } from '../../shared/contract/chat/chat.ts'
import type { UnreadCountData } from '../../shared/contract/notifications/notifications.ts'
import { callAsUser, signInAsHirer } from './account-session.ts'
import { expectAccessible } from './helpers.ts'

test('the demo hirer has unread notifications and chats with named people', async ({ page }) => {
  const session = await signInAsHirer(page)
  const { unread } = (await callAsUser(
    page.request,
    session,
    'GET',
    '/notification/unread-count',
  )) as UnreadCountData
  expect(unread).toBeGreaterThan(0)
  const { list } = (await callAsUser(
    page.request,
    session,
    'GET',
    '/user/chat-rooms',
  )) as ChatRoomsData
  const names = [...new Set(list.map((room) => room.otherUser.name))]
  expect(names.length).toBeGreaterThanOrEqual(2)

  await page.goto('/notification')
  const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` })
  await expect(bell).toBeVisible({ timeout: 20_000 })
  await bell.click()
  const menu = page.locator('.header-account__notifications')
  await expect(
    menu.getByRole('button', { name: /^New message|^Booking|^Change/ }).first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  const notes = page.getByRole('region', { name: 'Notifications' })
  await expect(notes.getByText('Unread').first()).toBeVisible({ timeout: 20_000 })

  await page.goto('/user/chat')
  const rooms = page.getByRole('list', { name: 'Chats' })
  await expect(rooms).toBeVisible({ timeout: 20_000 })
  for (const name of names) {
    await expect(rooms.getByRole('button').filter({ hasText: name }).first()).toBeVisible()
  }
  await expect(rooms.getByRole('button')).toHaveCount(list.length)
  await expectAccessible(page)
})
