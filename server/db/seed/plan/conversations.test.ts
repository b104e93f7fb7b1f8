/**
 * The demo accounts' seeded chats and bells: who talks about what, in step with the
 * bookings and questions they are about, and what each person's bell says of it.
 */
import { describe, expect, it } from 'vitest'
import { parseRoomId } from '../../../../shared/domain/chat/rooms.ts'
import { notificationPath } from '../../../../shared/domain/notifications/redirect.ts'
import { notificationTexts } from '../../../../shared/domain/notifications/texts.ts'
import { isNotificationType } from '../../../../shared/domain/notifications/types.ts'
import { buildSeedPlan, unreadOf } from './index.ts'

const anchor = new Date('2026-01-15T00:00:00Z')
const plan = buildSeedPlan(anchor)
const { conversations, demo, rows } = plan

describe('seeded chats', () => {
  it('talk about the demo hirer and supplier’s bookings and questions, and with others too', () => {
    const pairs = conversations.map((chat) => [chat.hirerId, chat.supplierId].sort().join())
    const demoPair = [demo.hirerId, demo.supplierId].sort().join()
    expect(pairs.filter((pair) => pair === demoPair).length).toBeGreaterThanOrEqual(3)
    expect(pairs.some((pair) => !pair.includes(demo.supplierId))).toBe(true)
    expect(pairs.some((pair) => !pair.includes(demo.hirerId))).toBe(true)
    expect(conversations.some((chat) => chat.bookingId === null)).toBe(true)
    for (const chat of conversations) {
      expect(parseRoomId(chat.roomId)).toEqual({
        itemId: chat.itemId,
        otherUserId: chat.otherId,
        creatorUserId: chat.creatorId,
      })
      const item = rows.items.find((entry) => entry.id === chat.itemId)
      expect(item?.supplierId).toBe(chat.supplierId)
      if (chat.bookingId) {
        const booking = rows.bookings.find((entry) => entry.id === chat.bookingId)
        expect(booking).toMatchObject({ itemId: chat.itemId, hirerId: chat.hirerId })
      } else {
        const asked = rows.questions.some(
          (entry) => entry.itemId === chat.itemId && entry.askerId === chat.hirerId,
        )
        expect(asked).toBe(true)
      }
    }
  })

  it('let the supplier open a room only with someone who booked or asked', () => {
    const opened = conversations.filter((chat) => chat.creatorId === chat.supplierId)
    expect(opened.length).toBeGreaterThan(0)
    for (const chat of opened) {
      const booked = rows.bookings.some(
        (entry) => entry.itemId === chat.itemId && entry.hirerId === chat.otherId,
      )
      const asked = rows.questions.some(
        (entry) => entry.itemId === chat.itemId && entry.askerId === chat.otherId,
      )
      expect(booked || asked, chat.key).toBe(true)
    }
  })

  it('go both ways, in order, after what they follow and before the seed day began', () => {
    for (const chat of conversations) {
      const senders = new Set(chat.messages.map((message) => message.senderId))
      expect(senders, chat.key).toEqual(new Set([chat.hirerId, chat.supplierId]))
      const times = chat.messages.map((message) => message.at.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(times.at(-1)).toBeLessThanOrEqual(anchor.getTime())
      const booking = rows.bookings.find((entry) => entry.id === chat.bookingId)
      if (booking) expect(times[0]).toBeGreaterThan((booking.createdAt as Date).getTime())
    }
  })

  it('leave each demo user something unread', () => {
    const unread = (userId: string) =>
      conversations.filter((chat) => unreadOf(chat, userId) > 0).length
    expect(unread(demo.hirerId)).toBeGreaterThan(0)
    expect(unread(demo.supplierId)).toBeGreaterThan(0)
  })
})

describe('seeded notifications', () => {
  const told = (userId: string) => rows.notifications.filter((row) => row.receiverId === userId)

  it('tell each demo user in the real words, some still unread', () => {
    for (const userId of [demo.hirerId, demo.supplierId]) {
      const list = told(userId)
      expect(list.length).toBeGreaterThan(5)
      expect(list.some((row) => !row.isRead)).toBe(true)
      expect(list.some((row) => row.type === 'MESSAGE')).toBe(true)
      expect(list.some((row) => row.type !== 'MESSAGE')).toBe(true)
    }
    for (const row of rows.notifications) {
      expect(isNotificationType(row.type)).toBe(true)
      if (!isNotificationType(row.type)) continue
      expect(row.title).toBe(notificationTexts[row.type].title)
      expect(row.copiesPending).toBe(false)
    }
    const receivers = new Set(rows.notifications.map((row) => row.receiverId))
    expect(receivers).toEqual(new Set([demo.hirerId, demo.supplierId]))
  })

  it('follow the booking they mention, and lead where the real ones do', () => {
    for (const row of rows.notifications) {
      const at = (row.createdAt as Date).getTime()
      expect(at).toBeLessThanOrEqual(anchor.getTime())
      if (row.type === 'MESSAGE') {
        const chat = conversations.find((entry) => entry.roomId === row.roomId)
        expect(chat?.messages.some((message) => message.at.getTime() === at)).toBe(true)
        expect(notificationPath(row)).toBe(`/user/chat?itemId=${row.itemId}`)
        continue
      }
      const booking = rows.bookings.find((entry) => entry.id === row.bookingId)
      if (!booking) throw new Error(`No seeded booking ${row.bookingId}`)
      expect(booking.itemId).toBe(row.itemId)
      expect(at).toBeGreaterThanOrEqual((booking.createdAt as Date).getTime())
      const forSupplier = row.receiverId === booking.supplierId
      expect(forSupplier ? booking.hirerId : booking.supplierId).toBe(row.senderId)
      expect(notificationPath(row)).toMatch(
        forSupplier
          ? /^\/(listing\/awaiting|insurance-claim|listing\/cancel-item-request)/
          : /^\/booking\/detail\?bookingID=/,
      )
    }
  })

  it('are unread exactly while their chat message is', () => {
    for (const chat of conversations) {
      chat.messages.forEach((message, index) => {
        const row = rows.notifications.find(
          (entry) =>
            entry.roomId === chat.roomId && entry.createdAt?.getTime() === message.at.getTime(),
        )
        const unreadFrom = chat.messages.length - unreadOf(chat, message.receiverId)
        if (row) expect(row.isRead).toBe(index < unreadFrom)
      })
    }
  })
})
