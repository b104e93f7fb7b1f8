/**
 * Notifications: created in the transaction of each event for the right person, listed
 * newest first 12 a page, marked read one by one or all at once, with an email copy in the
 * sandbox outbox only while the receiver's settings ask for one.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { CheckoutData } from '../../shared/contract/booking/records.ts'
import type {
  NotificationListData,
  UnreadCountData,
} from '../../shared/contract/notifications/notifications.ts'
import { notificationPath } from '../../shared/domain/notifications/redirect.ts'
import { outboxFor } from './accounts.ts'
import {
  checkoutBody,
  DAY,
  type Hirer,
  hirerWithCard,
  itemOf,
  listings,
  request,
  serverClock,
  supplierAuth,
} from './bookings-support.ts'
import { newPerson, openRoom, supplierOfItem } from './chat-support.ts'
import { describeApi, type RunningApi } from './harness.ts'
import { plan, seededUser } from './seed-facts.ts'

const requestItems = listings(8, (item) => !item.instantBooking)
const instantItems = listings(8, (item) => item.instantBooking === true)

async function notificationsOf(api: RunningApi, auth: string, query = '') {
  return api.get<NotificationListData>(`/notification/list${query}`, auth)
}

async function unread(api: RunningApi, auth: string) {
  return (await api.get<UnreadCountData>('/notification/unread-count', auth)).unread
}

/** The email copies sent to an address, once the listener has had its moment. */
async function emailsTo(api: RunningApi, email: string, subject: string, expected: number) {
  const started = Date.now()
  for (;;) {
    const { list } = await outboxFor(api, email)
    const found = list.filter((entry) => entry.subject === subject)
    if (found.length >= expected || Date.now() - started > 5_000) return found.length
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describeApi('notifications', (api) => {
  const clock = serverClock(api)
  let hirer: Hirer
  let supplier: string
  const itemId = requestItems[0] as string
  const supplierEmail = seededUser(
    plan.rows.items.find((item) => item.id === itemId)?.supplierId as string,
  ).email as string

  async function book(target: string, days: number) {
    const item = await itemOf(api(), target)
    const start = clock.day(days)
    const { body } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: start, endDate: start + DAY },
      clock.now(),
    )
    const booked = await request<CheckoutData>(api(), 'POST', '/booking/checkout', body, hirer.auth)
    expect(booked.status).toBe(200)
    return booked.body.data.bookingId
  }

  it('tells the supplier of a request and the hirer of the approval, each once', async () => {
    hirer = await hirerWithCard(api())
    supplier = await supplierAuth(api(), itemId)
    const before = await unread(api(), supplier)
    const emailsBefore = await emailsTo(api(), supplierEmail, 'New booking request', 0)
    const bookingId = await book(itemId, 30)
    const list = await notificationsOf(api(), supplier)
    expect(list.list[0]).toMatchObject({
      type: 'BOOKING_REQUEST',
      title: 'New booking request',
      bookingId,
      itemId,
      isRead: false,
    })
    expect(list.list[0]?.item?.media[0]?.url).toMatch(/^http/)
    expect(await unread(api(), supplier)).toBe(before + 1)
    expect(notificationPath(list.list[0] ?? { type: '' })).toBe(
      `/listing/awaiting?bookingID=${bookingId}`,
    )
    expect(await emailsTo(api(), supplierEmail, 'New booking request', emailsBefore + 1)).toBe(
      emailsBefore + 1,
    )
    expect((await notificationsOf(api(), hirer.auth)).list).toEqual([])

    const approved = await request(
      api(),
      'PUT',
      '/orders/approveOrDecline',
      { id: bookingId, status: 'APPROVED' },
      supplier,
    )
    expect(approved.status).toBe(200)
    const mine = await notificationsOf(api(), hirer.auth)
    expect(mine.list.map((n) => [n.type, n.bookingId])).toEqual([['BOOKING_APPROVED', bookingId]])
    expect(notificationPath(mine.list[0] ?? { type: '' })).toBe(
      `/booking/detail?bookingID=${bookingId}`,
    )
  })

  it('tells the supplier of an instant booking', async () => {
    const target = instantItems[0] as string
    const owner = await supplierAuth(api(), target)
    const bookingId = await book(target, 35)
    const list = await notificationsOf(api(), owner)
    expect(list.list[0]).toMatchObject({ type: 'INSTANT_BOOKING', bookingId })
  })

  it('marks one read (only the receiver), then all; pages of 12 newest first', async () => {
    const list = await notificationsOf(api(), supplier, '?pageNo=1')
    expect(list.list.length).toBeLessThanOrEqual(12)
    const created = list.list.map((n) => n.created)
    expect(created).toEqual([...created].sort().reverse())
    const first = list.list[0]?._id as string
    const stranger = await request(
      api(),
      'PUT',
      '/notification/read',
      { notificationId: first },
      hirer.auth,
    )
    expect(stranger.status).toBe(404)
    const count = await unread(api(), supplier)
    const read = await request<UnreadCountData>(
      api(),
      'PUT',
      '/notification/read',
      { notificationId: first },
      supplier,
    )
    expect(read.status).toBe(200)
    expect(read.body.data.unread).toBe(count - 1)
    expect((await notificationsOf(api(), supplier)).list[0]?.isRead).toBe(true)
    const all = await request(api(), 'PUT', '/notification/read-all', {}, supplier)
    expect(all.status).toBe(200)
    expect(await unread(api(), supplier)).toBe(0)
    const bad = await request(api(), 'PUT', '/notification/read', { notificationId: 'x' }, supplier)
    expect(bad.status).toBe(400)
    const badPage = await request(api(), 'GET', '/notification/list?limit=500', undefined, supplier)
    expect(badPage.status).toBe(400)
    const guest = await request(api(), 'GET', '/notification/list')
    expect(guest.status).toBe(401)
  })

  it('sends no email copy once the Reminders email switch is off', async () => {
    const off = await request(
      api(),
      'PUT',
      '/user/setting',
      { status: false, type: 1, category: 2 },
      supplier,
    )
    expect(off.status).toBe(200)
    const emailsBefore = await emailsTo(api(), supplierEmail, 'New booking request', 0)
    const bookingId = await book(itemId, 45)
    const list = await notificationsOf(api(), supplier)
    expect(list.list.some((n) => n.bookingId === bookingId)).toBe(true)
    // Give the listener time to (wrongly) send it, then check nothing came.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await emailsTo(api(), supplierEmail, 'New booking request', 0)).toBe(emailsBefore)
    await request(api(), 'PUT', '/user/setting', { status: true, type: 1, category: 2 }, supplier)
  })

  it('tells the owner of a question and the asker of the answer', async () => {
    const asker = await newPerson(api())
    const asked = await request<{ _id: string }>(
      api(),
      'POST',
      '/user/question',
      { itemId, question: 'Does it come with a paddle?' },
      asker.auth,
    )
    expect(asked.status).toBe(200)
    const owner = await notificationsOf(api(), supplier)
    expect(owner.list[0]).toMatchObject({ type: 'QUESTION', itemId })
    expect(notificationPath(owner.list[0] ?? { type: '' })).toBe(`/equipments/${itemId}`)
    const questions = await api().get<{ list: { _id: string; question: string }[] }>(
      `/user/question-answer?itemId=${itemId}&limit=50`,
      supplier,
    )
    const question = questions.list.find((q) => q.question === 'Does it come with a paddle?')
    const answered = await request(
      api(),
      'POST',
      '/user/answer',
      { questionId: question?._id, answer: 'Yes, two.' },
      supplier,
    )
    expect(answered.status).toBe(200)
    expect((await notificationsOf(api(), asker.auth)).list[0]).toMatchObject({
      type: 'ANSWER',
      itemId,
    })
  })

  it('emails a person at most three messages from one sender in ten minutes; the bell gets all', async () => {
    // A listing whose supplier no other test here hears from.
    const supplierOf = (id: string | undefined) =>
      plan.rows.items.find((item) => item.id === id)?.supplierId
    const busy = [supplierOf(itemId), supplierOf(instantItems[0])]
    const quietItem = requestItems.find((id) => !busy.includes(supplierOf(id))) as string
    const quietEmail = seededUser(supplierOf(quietItem) as string).email as string
    const asker = await newPerson(api())
    const owner = await supplierOfItem(api(), quietItem)
    const before = await emailsTo(api(), quietEmail, 'New question', 0)
    const unreadBefore = await unread(api(), owner.auth)
    for (let i = 0; i < 6; i++) {
      const asked = await request(
        api(),
        'POST',
        '/user/question',
        { itemId: quietItem, question: `Is it free next weekend? (${i})` },
        asker.auth,
      )
      expect(asked.status).toBe(200)
    }
    expect(await unread(api(), owner.auth)).toBe(unreadBefore + 6)
    expect(await emailsTo(api(), quietEmail, 'New question', before + 6)).toBe(before + 3)
    // Someone else still reaches the inbox, and the first sender does after the pause.
    const other = await newPerson(api())
    const asked = { itemId: quietItem, question: 'Can I pick it up early?' }
    expect((await request(api(), 'POST', '/user/question', asked, other.auth)).status).toBe(200)
    expect(await emailsTo(api(), quietEmail, 'New question', before + 4)).toBe(before + 4)
    clock.advance(11 * 60 * 1000)
    const later = { itemId: quietItem, question: 'Is it free the weekend after?' }
    expect((await request(api(), 'POST', '/user/question', later, asker.auth)).status).toBe(200)
    expect(await emailsTo(api(), quietEmail, 'New question', before + 5)).toBe(before + 5)
  })

  it('POST /user/send-chat-Notification tells the other member only', async () => {
    const person = await newPerson(api())
    const owner = await supplierOfItem(api(), itemId)
    const room = await openRoom(api(), person, itemId)
    const body = { message: btoa('hello'), toId: owner.userId, itemId, roomId: room.roomId }
    const sent = await request(api(), 'POST', '/user/send-chat-Notification', body, person.auth)
    expect(sent.status).toBe(200)
    const list = await notificationsOf(api(), owner.auth)
    expect(list.list[0]).toMatchObject({ type: 'MESSAGE', itemId, roomId: room.roomId })
    expect(notificationPath(list.list[0] ?? { type: '' })).toBe(`/user/chat?itemId=${itemId}`)
    const wrong = await request(
      api(),
      'POST',
      '/user/send-chat-Notification',
      { ...body, toId: person.userId },
      person.auth,
    )
    expect(wrong.status).toBe(400)
    const stranger = await newPerson(api())
    const refused = await request(
      api(),
      'POST',
      '/user/send-chat-Notification',
      { ...body, toId: person.userId, message: randomUUID() },
      stranger.auth,
    )
    expect(refused.status).toBe(403)
  })
})
