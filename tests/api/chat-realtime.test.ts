/**
 * The realtime channel: two clients talk in order, counters stay exact under 200
 * concurrent sends, a third user is refused, bad tokens are closed out, a message re-sent
 * with the same id is stored once.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { InboxEntry } from '../../shared/contract/chat/chat.ts'
import { decodeText, encodeText } from '../../shared/domain/chat/messages.ts'
import { chatTag } from '../../shared/domain/chat/rooms.ts'
import { request } from './bookings-support.ts'
import {
  ChatClient,
  chatItem,
  newPerson,
  openRoom,
  type Person,
  supplierOfItem,
} from './chat-support.ts'
import { describeApi } from './harness.ts'

describeApi('chat realtime', (api) => {
  const { itemId } = chatItem(0)
  let hirer: Person
  let supplier: Person
  let room: InboxEntry

  it('opens one room per item and pair, whoever opens it, with the item summary', async () => {
    hirer = await newPerson(api())
    supplier = await supplierOfItem(api(), itemId)
    room = await openRoom(api(), hirer, itemId)
    expect(room.roomId).toBe(`${itemId}_${supplier.userId}_${hirer.userId}`)
    expect(room.item.itemId).toBe(itemId)
    expect(room.item.supplierUserId).toBe(supplier.userId)
    expect(decodeText(room.item.msg)).toContain(room.item.itemTitle)
    expect(chatTag(room.item.supplierUserId, hirer.userId)).toBe('Booking')
    const again = await openRoom(api(), supplier, itemId, hirer.userId)
    expect(again.roomId).toBe(room.roomId)
    expect(chatTag(again.item.supplierUserId, supplier.userId)).toBe('Listing')
  })

  it('delivers messages between two clients in order, with text as base64', async () => {
    const [a] = await ChatClient.connect(api().origin, hirer.token)
    const [b, inbox] = await ChatClient.connect(api().origin, supplier.token)
    expect(inbox.map((entry) => entry.roomId)).toContain(room.roomId)
    await a.subscribe(room.roomId)
    await b.subscribe(room.roomId)
    const lines = ['G’day 👋', 'Is the kayak free on Saturday?', 'Привет, 你好', '<b>not html</b>']
    for (const line of lines) await a.say(room.roomId, line)
    await b.say(room.roomId, 'Yes, it is free')
    await b.waitForCount(room.roomId, 5)
    await a.waitForCount(room.roomId, 5)
    const seen = b.messages(room.roomId)
    expect(seen.map((message) => decodeText(message.messageText))).toEqual([
      ...lines,
      'Yes, it is free',
    ])
    expect(seen.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5])
    expect(seen[0]?.messageText).toBe(encodeText(lines[0] ?? ''))
    expect(seen[0]).toMatchObject({
      senderId: hirer.userId,
      receiverId: supplier.userId,
      messageRoomId: room.roomId,
      messageStatus: 'send',
      messageType: 'text',
    })
    expect(a.messages(room.roomId)).toEqual(seen)
    await Promise.all([a.close(), b.close()])
  })

  it('keeps unread counters exact under 200 concurrent sends from two clients', async () => {
    const [a] = await ChatClient.connect(api().origin, hirer.token)
    const [b] = await ChatClient.connect(api().origin, supplier.token)
    const read = (person: Person) =>
      request(api(), 'PUT', '/user/chat-room/read', { roomId: room.roomId }, person.auth)
    expect((await read(hirer)).status).toBe(200)
    expect((await read(supplier)).status).toBe(200)
    const before = (
      await request<{ lastSeq: number }>(
        api(),
        'GET',
        `/user/chat-room/${room.roomId}/messages?limit=1`,
        undefined,
        hirer.auth,
      )
    ).body.data.lastSeq
    // 100 each over the sockets, and over HTTP at the same time, unsynchronised. All 200
    // write one room in turn: on a loaded two-core machine the last ack may take a while.
    const burstMs = 90_000
    const viaSocket = Array.from({ length: 50 }, (_, i) => [
      a.say(room.roomId, `a${i}`, randomUUID(), burstMs),
      b.say(room.roomId, `b${i}`, randomUUID(), burstMs),
    ]).flat()
    const viaHttp = Array.from({ length: 50 }, (_, i) =>
      [hirer, supplier].map((person, p) =>
        request(
          api(),
          'POST',
          '/user/chat-message',
          {
            roomId: room.roomId,
            message: {
              messageId: randomUUID(),
              messageType: 'text',
              messageText: encodeText(`h${p}-${i}`),
            },
          },
          person.auth,
        ).then((reply) => expect(reply.status).toBe(200)),
      ),
    ).flat()
    await Promise.all([...viaSocket, ...viaHttp])
    const rooms = async (person: Person) =>
      (
        await request<{ list: InboxEntry[] }>(
          api(),
          'GET',
          '/user/chat-rooms',
          undefined,
          person.auth,
        )
      ).body.data.list.find((entry) => entry.roomId === room.roomId)
    expect((await rooms(hirer))?.unreadMessages).toBe(100)
    expect((await rooms(supplier))?.unreadMessages).toBe(100)
    const page = await request<{ list: { seq: number }[]; lastSeq: number }>(
      api(),
      'GET',
      `/user/chat-room/${room.roomId}/messages?after=${before}&limit=200`,
      undefined,
      hirer.auth,
    )
    expect(page.body.data.lastSeq).toBe(before + 200)
    expect(page.body.data.list.map((m) => m.seq)).toEqual(
      Array.from({ length: 200 }, (_, i) => before + i + 1),
    )
    expect((await read(hirer)).status).toBe(200)
    expect((await rooms(hirer))?.unreadMessages).toBe(0)
    await Promise.all([a.close(), b.close()])
  }, 150_000)

  it('stores a message re-sent with the same id once', async () => {
    const [a] = await ChatClient.connect(api().origin, hirer.token)
    const id = randomUUID()
    const first = await a.say(room.roomId, 'once', id)
    const second = await a.say(room.roomId, 'once', id)
    expect(second).toBe(first)
    await a.close()
  })

  it('refuses a third user: 403 over HTTP and on the channel', async () => {
    const stranger = await newPerson(api())
    const path = `/user/chat-room/${room.roomId}/messages`
    expect((await request(api(), 'GET', path, undefined, stranger.auth)).status).toBe(403)
    const sent = await request(
      api(),
      'POST',
      '/user/chat-message',
      {
        roomId: room.roomId,
        message: { messageId: randomUUID(), messageType: 'text', messageText: encodeText('hi') },
      },
      stranger.auth,
    )
    expect(sent.status).toBe(403)
    const [c] = await ChatClient.connect(api().origin, stranger.token)
    const refused = c.next((f) => f.type === 'error')
    c.send({ type: 'subscribe', roomId: room.roomId })
    expect(await refused).toMatchObject({ type: 'error', status: 403 })
    const denied = c.next((f) => f.type === 'error' && f.messageId === 'stranger-1')
    c.send({
      type: 'send',
      roomId: room.roomId,
      message: { messageId: 'stranger-1', messageType: 'text', messageText: encodeText('hi') },
    })
    expect(await denied).toMatchObject({ status: 403 })
    await c.close()
  })

  it('answers 400, never 500, for whitespace-only, non-base64 and malformed input', async () => {
    const body = (messageText: string) => ({
      roomId: room.roomId,
      message: { messageId: randomUUID(), messageType: 'text', messageText },
    })
    for (const bad of [encodeText('   \n\t '), 'not base64!', '']) {
      const reply = await request(api(), 'POST', '/user/chat-message', body(bad), hirer.auth)
      expect(reply.status).toBe(400)
    }
    const noRoom = await request(api(), 'POST', '/user/chat-room', { itemId: 'x' }, hirer.auth)
    expect(noRoom.status).toBe(400)
    const own = await request(api(), 'POST', '/user/chat-room', { itemId }, supplier.auth)
    expect(own.status).toBe(400)
    // A catch-up point beyond any sequence number is a malformed frame, not a database error.
    const [c] = await ChatClient.connect(api().origin, hirer.token)
    const refused = c.next((f) => f.type === 'error')
    c.send({ type: 'subscribe', roomId: room.roomId, after: 1e300 })
    expect(await refused).toMatchObject({ type: 'error', status: 400 })
    await c.close()
  })

  it('closes a socket that signs in with a bad token', async () => {
    const client = await ChatClient.open(api().origin)
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    client.send({ type: 'auth', token: 'nope' })
    expect(await closed).toBe(4401)
  })
})
