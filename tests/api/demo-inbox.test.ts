/**
 * The demo accounts' seeded chats and bells, through the API a signed-in demo user calls:
 * their rooms with the other person's name, the last message and the unread count; each
 * room's history in order; their notifications newest first with the unread count the bell
 * shows. A seeded room then carries on like any other.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { unreadOf } from '../../server/db/seed/plan/index.ts'
import { displayName } from '../../server/services/account/people.ts'
import type { ChatHistoryData, ChatRoomsData, InboxEntry } from '../../shared/contract/chat/chat.ts'
import type {
  NotificationListData,
  UnreadCountData,
} from '../../shared/contract/notifications/notifications.ts'
import { decodeText, encodeText } from '../../shared/domain/chat/messages.ts'
import { request } from './bookings-support.ts'
import { describeApi, type RunningApi } from './harness.ts'
import { demoHirerId, demoSupplierId, plan, seededUser } from './seed-facts.ts'
import { demoHirerAuth, demoSupplier } from './supplier-support.ts'

const nameOf = (userId: string) => {
  const user = seededUser(userId)
  return displayName({
    userType: user.userType ?? 'INDIVIDUAL',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    companyName: user.companyName ?? null,
  })
}

const chatsOf = (userId: string) =>
  plan.conversations.filter((chat) => chat.hirerId === userId || chat.supplierId === userId)

async function roomsOf(api: RunningApi, auth: string) {
  return (await api.get<ChatRoomsData>('/user/chat-rooms', auth)).list
}

describeApi('the demo accounts’ chats and notifications', (api) => {
  // Each signs in once (a sign-in checks the password, which is slow on purpose).
  const signedIn = new Map<string, Promise<string>>()
  const once = (userId: string, signIn: (api: RunningApi) => Promise<string>) => () => {
    if (!signedIn.has(userId)) signedIn.set(userId, signIn(api()))
    return signedIn.get(userId) as Promise<string>
  }
  const hirerAuth = once(demoHirerId, demoHirerAuth)
  const supplierAuth = once(demoSupplierId, demoSupplier)
  const people = [
    { name: 'the demo hirer', userId: demoHirerId, auth: hirerAuth },
    { name: 'the demo supplier', userId: demoSupplierId, auth: supplierAuth },
  ]

  for (const person of people) {
    it(`lists ${person.name}'s seeded rooms, naming the other person, with unread counts`, async () => {
      const auth = await person.auth()
      const rooms = await roomsOf(api(), auth)
      const planned = chatsOf(person.userId)
      expect(planned.length).toBeGreaterThanOrEqual(4)
      expect(rooms.map((room) => room.roomId).sort()).toEqual(
        planned.map((chat) => chat.roomId).sort(),
      )
      for (const chat of planned) {
        const room = rooms.find((entry) => entry.roomId === chat.roomId) as InboxEntry
        const other = chat.hirerId === person.userId ? chat.supplierId : chat.hirerId
        const last = chat.messages.at(-1)
        expect(room).toMatchObject({
          itemId: chat.itemId,
          otherUserId: other,
          otherUser: { name: nameOf(other) },
          unreadMessages: unreadOf(chat, person.userId),
          item: { itemTitle: seededItemName(chat.itemId), supplierUserId: chat.supplierId },
          lastMsg: { senderId: last?.senderId, messageTimestamp: last?.at.getTime() },
        })
        expect(decodeText(room.lastMsg?.messageText ?? '')).toBe(last?.text)
        const history = await api().get<ChatHistoryData>(
          `/user/chat-room/${encodeURIComponent(chat.roomId)}/messages`,
          auth,
        )
        expect(history.lastSeq).toBe(chat.messages.length)
        expect(history.list.map((message) => [message.seq, message.senderId])).toEqual(
          chat.messages.map((message, index) => [index + 1, message.senderId]),
        )
        expect(history.list.map((message) => decodeText(message.messageText))).toEqual(
          chat.messages.map((message) => message.text),
        )
      }
      // Newest activity first, and something waiting to be read.
      const updates = rooms.map((room) => room.chatLastUpdate)
      expect(updates).toEqual([...updates].sort((a, b) => b - a))
      expect(rooms.some((room) => room.unreadMessages > 0)).toBe(true)
    })

    it(`gives ${person.name} the seeded notifications, newest first, some unread`, async () => {
      const auth = await person.auth()
      const planned = plan.rows.notifications.filter((row) => row.receiverId === person.userId)
      const list = await api().get<NotificationListData>('/notification/list?limit=50', auth)
      expect(planned.length).toBeLessThanOrEqual(50)
      expect(list.total).toBe(planned.length)
      const unread = planned.filter((row) => !row.isRead).length
      expect(unread).toBeGreaterThan(0)
      expect(list.unread).toBe(unread)
      const count = await api().get<UnreadCountData>('/notification/unread-count', auth)
      expect(count.unread).toBe(unread)
      const created = list.list.map((row) => row.created)
      expect(created).toEqual([...created].sort().reverse())
      for (const row of planned) {
        const shown = list.list.find((entry) => entry._id === row.id)
        expect(shown).toMatchObject({
          type: row.type,
          title: row.title,
          message: row.message,
          isRead: row.isRead,
          bookingId: row.bookingId,
          itemId: row.itemId,
          roomId: row.roomId,
        })
        expect(shown?.item?.media[0]?.url).toMatch(/^http/)
      }
      const messages = list.list.filter((row) => row.type === 'MESSAGE')
      expect(messages.length).toBeGreaterThan(0)
      expect(list.list.some((row) => row.type !== 'MESSAGE')).toBe(true)
    })
  }

  it('carries on a seeded room like any other: the next message, the unread count, the same room', async () => {
    const hirer = await hirerAuth()
    const supplier = await supplierAuth()
    const chat = plan.conversations.find(
      (entry) => entry.hirerId === demoHirerId && entry.supplierId === demoSupplierId,
    )
    if (!chat) throw new Error('No seeded chat between the demo hirer and supplier')
    const before = (await roomsOf(api(), supplier)).find((room) => room.roomId === chat.roomId)
    const text = `Still on for the pick-up? ${randomUUID()}`
    const sent = await request<{ seq: number }>(
      api(),
      'POST',
      '/user/chat-message',
      {
        roomId: chat.roomId,
        message: { messageId: randomUUID(), messageType: 'text', messageText: encodeText(text) },
      },
      hirer,
    )
    expect(sent.status).toBe(200)
    expect(sent.body.data.seq).toBe(chat.messages.length + 1)
    const after = (await roomsOf(api(), supplier)).find((room) => room.roomId === chat.roomId)
    expect(after?.unreadMessages).toBe((before?.unreadMessages ?? 0) + 1)
    expect(decodeText(after?.lastMsg?.messageText ?? '')).toBe(text)
    const again = await request<InboxEntry>(
      api(),
      'POST',
      '/user/chat-room',
      { itemId: chat.itemId, otherUserId: demoHirerId },
      supplier,
    )
    expect(again.body.data.roomId).toBe(chat.roomId)
  })
})

function seededItemName(itemId: string) {
  return plan.rows.items.find((item) => item.id === itemId)?.itemName
}
