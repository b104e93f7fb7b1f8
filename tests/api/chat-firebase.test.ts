/**
 * The Firebase Realtime Database chat adapter against an offline database (firebase-server
 * with the repo's rules, `tests/fixtures/firebase-server.ts`): two clients talk in order,
 * unread counters stay exact under concurrent sends from several connections, a message sent
 * twice is stored and counted once, reading resets my counter, and a third user is refused
 * by the rules (room, messages, inbox).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatIdentity, createFirebaseChat } from '../../shared/adapters/chat/firebase.ts'
import type { ChatConnection, ChatListener, ChatStatus } from '../../shared/adapters/chat/port.ts'
import type { ChatMessage, InboxEntry } from '../../shared/contract/chat/chat.ts'
import { decodeText, encodeText } from '../../shared/domain/chat/messages.ts'
import { inboxKeyOf, roomIdOf } from '../../shared/domain/chat/rooms.ts'
import { type FirebaseServer, startFirebaseServer } from '../fixtures/firebase-server.ts'

const wait = { timeout: 15_000, interval: 20 }

/** What one connection heard, in order. */
class Heard implements ChatListener {
  userId = ''
  rooms = new Map<string, InboxEntry>()
  messages: ChatMessage[] = []
  acks: string[] = []
  failures: string[] = []
  statuses: ChatStatus[] = []
  isReady = false
  ready(userId: string, inbox: InboxEntry[]) {
    this.userId = userId
    for (const entry of inbox) this.rooms.set(entry.roomId, entry)
    this.isReady = true
  }
  history(_roomId: string, messages: ChatMessage[]) {
    this.messages.push(...messages)
  }
  message(_roomId: string, message: ChatMessage) {
    this.messages.push(message)
  }
  inbox(entry: InboxEntry) {
    this.rooms.set(entry.roomId, entry)
  }
  read() {}
  ack(messageId: string) {
    this.acks.push(messageId)
  }
  failed(frame: { message: string; messageId?: string; roomId?: string }) {
    this.failures.push(frame.messageId ?? frame.roomId ?? frame.message)
  }
  status(status: ChatStatus) {
    this.statuses.push(status)
  }
}

const person = (name: string): ChatIdentity => ({
  userId: randomUUID(),
  name,
  profilePicture: '',
})

describe('Firebase chat adapter against firebase-server', () => {
  let server: FirebaseServer
  const open: ChatConnection[] = []
  const hirer = person('Hana Hirer')
  const supplier = person('Sam Supplier')
  const stranger = person('Olly Outsider')
  const people = new Map([hirer, supplier, stranger].map((who) => [who.userId, who]))
  const itemId = randomUUID()
  const roomId = roomIdOf(itemId, supplier.userId, hirer.userId)

  beforeAll(async () => {
    server = await startFirebaseServer()
  })
  afterAll(async () => {
    for (const connection of open) connection.close()
    await server?.close()
  })

  /** A connection as `who` (the session token is the user id here). */
  async function connect(who: ChatIdentity): Promise<[ChatConnection, Heard]> {
    const port = server.getPort()
    const chat = createFirebaseChat({
      firebase: { databaseURL: `http://127.0.0.1:${port}?ns=demo-hire`, projectId: 'demo-hire' },
      emulator: { host: '127.0.0.1', port },
      identify: async (token) => people.get(token) as ChatIdentity,
    })
    const heard = new Heard()
    const connection = chat.connect(who.userId, heard)
    open.push(connection)
    await expect.poll(() => heard.isReady, wait).toBe(true)
    return [connection, heard]
  }

  const send = (connection: ChatConnection, text: string, messageId = randomUUID()) => {
    connection.send(roomId, { messageId, messageType: 'text', messageText: encodeText(text) })
    return messageId
  }

  const unreadOf = async (who: ChatIdentity, other: ChatIdentity) =>
    server.getValue(
      // biome-ignore lint/suspicious/noExplicitAny: firebase-server's own compat ref
      (server as any).baseRef.child(
        `inbox/${who.userId}/${inboxKeyOf(other.userId, itemId)}/unreadMessages`,
      ),
    )

  let a: ChatConnection
  let aHeard: Heard
  let b: ChatConnection
  let bHeard: Heard

  it('opens a room that both members see in their inbox, with the item and names', async () => {
    ;[a, aHeard] = await connect(hirer)
    ;[b, bHeard] = await connect(supplier)
    expect(aHeard.rooms.size).toBe(0)
    a.open?.({
      key: inboxKeyOf(supplier.userId, itemId),
      itemId,
      roomId,
      unreadMessages: 0,
      otherUserId: supplier.userId,
      otherUser: { name: supplier.name, profilePicture: '' },
      item: {
        itemId,
        itemTitle: 'Sea kayak',
        itemUrl: '',
        supplierUserId: supplier.userId,
        msg: encodeText('Sea kayak'),
      },
      lastMsg: null,
      chatLastUpdate: 0,
    })
    await expect.poll(() => bHeard.rooms.get(roomId)?.otherUser.name, wait).toBe(hirer.name)
    expect(bHeard.rooms.get(roomId)?.item.itemTitle).toBe('Sea kayak')
    await expect.poll(() => aHeard.rooms.get(roomId)?.otherUser.name, wait).toBe(supplier.name)
  })

  it('delivers messages between two clients in order, text as base64', async () => {
    a.subscribe(roomId)
    b.subscribe(roomId)
    const lines = ['G’day 👋', 'Is the kayak free on Saturday?', 'Привет, 你好', '<b>not html</b>']
    for (const line of lines) {
      const id = send(a, line)
      await expect.poll(() => aHeard.acks.includes(id), wait).toBe(true)
    }
    const reply = send(b, 'Yes, it is free')
    await expect.poll(() => bHeard.acks.includes(reply), wait).toBe(true)
    const all = [...lines, 'Yes, it is free']
    await expect
      .poll(() => bHeard.messages.map((m) => decodeText(m.messageText)), wait)
      .toEqual(all)
    await expect
      .poll(() => aHeard.messages.map((m) => decodeText(m.messageText)), wait)
      .toEqual(all)
    const first = bHeard.messages[0] as ChatMessage
    expect(first).toMatchObject({
      senderId: hirer.userId,
      receiverId: supplier.userId,
      messageRoomId: roomId,
      messageStatus: 'send',
    })
    expect(first.seq).toBeGreaterThan(0)
    await expect.poll(() => bHeard.rooms.get(roomId)?.lastMsg?.senderId, wait).toBe(supplier.userId)
    expect(await unreadOf(supplier, hirer)).toBe(4)
    expect(await unreadOf(hirer, supplier)).toBe(1)
  })

  it('keeps unread counters exact under concurrent sends from three connections', async () => {
    b.read(roomId)
    a.read(roomId)
    await expect.poll(() => unreadOf(supplier, hirer), wait).toBe(0)
    await expect.poll(() => unreadOf(hirer, supplier), wait).toBe(0)
    const [a2] = await connect(hirer)
    const burst = 40
    const ids: string[] = []
    for (let i = 0; i < burst; i++) {
      ids.push(send(a, `a ${i}`), send(a2, `a2 ${i}`), send(b, `b ${i}`))
    }
    await expect.poll(() => unreadOf(supplier, hirer), { ...wait, timeout: 40_000 }).toBe(2 * burst)
    await expect.poll(() => unreadOf(hirer, supplier), wait).toBe(burst)
    await expect
      .poll(() => new Set(bHeard.messages.map((m) => m.messageId)).size, {
        ...wait,
        timeout: 20_000,
      })
      .toBe(5 + 3 * burst)
    expect(ids.every((id) => bHeard.messages.some((m) => m.messageId === id))).toBe(true)
  }, 60_000)

  it('stores and counts a message sent again with the same id once', async () => {
    b.read(roomId)
    await expect.poll(() => unreadOf(supplier, hirer), wait).toBe(0)
    const id = send(a, 'Only once')
    await expect.poll(() => aHeard.acks.includes(id), wait).toBe(true)
    send(a, 'Only once', id)
    await expect.poll(() => aHeard.acks.filter((ack) => ack === id).length, wait).toBe(2)
    expect(await unreadOf(supplier, hirer)).toBe(1)
    expect(bHeard.messages.filter((m) => m.messageId === id)).toHaveLength(1)
  })

  it('refuses a third user: no room, no messages, no writes, no one else’s inbox', async () => {
    const [c, cHeard] = await connect(stranger)
    expect(cHeard.rooms.size).toBe(0)
    c.subscribe(roomId)
    await expect.poll(() => cHeard.failures.includes(roomId), wait).toBe(true)
    const id = send(c, 'Let me in')
    await expect.poll(() => cHeard.failures.includes(id), wait).toBe(true)
    // Not even by naming itself the room's "other" member of a copy of the room.
    c.open?.({
      key: inboxKeyOf(hirer.userId, itemId),
      itemId,
      roomId,
      unreadMessages: 0,
      otherUserId: hirer.userId,
      otherUser: { name: 'x', profilePicture: '' },
      item: { itemId, itemTitle: 'x', itemUrl: '', supplierUserId: supplier.userId, msg: '' },
      lastMsg: null,
      chatLastUpdate: 0,
    })
    await expect.poll(() => cHeard.failures.length, wait).toBe(3)
    const messages = await server.getValue(
      // biome-ignore lint/suspicious/noExplicitAny: firebase-server's own compat ref
      (server as any).baseRef.child(`messages/${roomId}/${id}`),
    )
    expect(messages).toBeNull()
    const stored = server.targaryen.snapshot(`roomInfo/${roomId}/chatRoomMembers`).val() as object
    expect(Object.keys(stored).sort()).toEqual([hirer.userId, supplier.userId].sort())
  })
})
