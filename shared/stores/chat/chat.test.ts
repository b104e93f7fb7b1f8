/**
 * The chat store over a fake chat port: messages written while the connection is down wait
 * as pending and go out on reconnect with the same id (so the server stores them once); a
 * refused one is marked failed and goes again on retry; whitespace never leaves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatListener, ChatStatus } from '../../adapters/chat/port.ts'
import type { InboxEntry, OutgoingMessage } from '../../contract/chat/chat.ts'

interface Sent {
  roomId: string
  message: OutgoingMessage
}

/** One fake connection: `online` decides whether `send` reaches the server. */
const fake = {
  listener: null as ChatListener | null,
  online: false,
  sent: [] as Sent[],
  subscribed: [] as { roomId: string; after?: number | undefined }[],
}

vi.mock('../../adapters/chat/index.ts', () => ({
  chatPort: () => ({
    connect(_token: string, listener: ChatListener) {
      fake.listener = listener
      return {
        subscribe: (roomId: string, after?: number) => {
          fake.subscribed.push({ roomId, after })
        },
        send(roomId: string, message: OutgoingMessage) {
          if (!fake.online) return false
          fake.sent.push({ roomId, message })
          return true
        },
        read: () => fake.online,
        close: () => {},
      }
    },
  }),
}))

const post = vi.fn(async () => ({}))
vi.mock('../../api/client.ts', () => ({
  api: { post: (...args: unknown[]) => post(...(args as [])), get: vi.fn() },
  bindSession: () => {},
}))

const { $chat, retry, selectRoom, sendText } = await import('./chat.ts')
const { $session } = await import('../core/session.ts')
const { decodeText } = await import('../../domain/chat/messages.ts')

const me = 'hirer-1'
const room: InboxEntry = {
  key: 'supplier-1_item-1',
  itemId: 'item-1',
  roomId: `item-1_supplier-1_${me}`,
  unreadMessages: 0,
  otherUserId: 'supplier-1',
  otherUser: { name: 'Sam', profilePicture: '' },
  item: {
    itemId: 'item-1',
    itemTitle: 'Kayak',
    itemUrl: '',
    supplierUserId: 'supplier-1',
    msg: '',
  },
  lastMsg: null,
  chatLastUpdate: 1,
}

function listener(): ChatListener {
  if (!fake.listener) throw new Error('not connected')
  return fake.listener
}

function connectAs(status: ChatStatus): void {
  fake.online = status === 'online'
  listener().status(status)
  if (status === 'online') listener().ready(me, [room])
}

/** After the one message went and was confirmed, a drop and a reconnect send nothing more. */
function expectNoResendOnReconnect(): void {
  connectAs('offline')
  connectAs('online')
  expect(fake.sent).toHaveLength(1)
}

const thread = () => $chat.get().threads[room.roomId] ?? []

let unbind: () => void = () => {}
beforeEach(() => {
  // Each test starts with no queue left in storage by the one before.
  localStorage.clear()
  fake.sent = []
  fake.subscribed = []
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    userInfo: JSON.stringify({ _id: me }),
    isGuestUser: '0',
  })
  unbind = $chat.listen(() => {})
  connectAs('online')
  selectRoom(room.roomId)
})

afterEach(() => {
  unbind()
  $session.set({})
  post.mockClear()
})

describe('chat store: sending while offline', () => {
  it('queues a message written offline and sends it once on reconnect', () => {
    connectAs('offline')
    expect($chat.get().status).toBe('offline')
    expect(sendText('  Still there? ')).toBe(true)
    expect(thread()).toHaveLength(1)
    const [queued] = thread()
    expect(queued?.delivery).toBe('pending')
    expect(decodeText(queued?.messageText ?? '')).toBe('Still there?')
    expect(fake.sent).toHaveLength(0)

    connectAs('online')
    // The room is followed again from what it holds, and the message goes with its id.
    expect(fake.subscribed.at(-1)).toEqual({ roomId: room.roomId, after: 0 })
    expect(fake.sent.map((entry) => entry.message.messageId)).toEqual([queued?.messageId])

    listener().ack(queued?.messageId ?? '', 7)
    expect(thread()[0]).toMatchObject({ delivery: 'sent', seq: 7 })
    // Acknowledged: the other person's bell is told (send-chat-Notification).
    expect(post).toHaveBeenCalledWith(
      '/user/send-chat-Notification',
      expect.objectContaining({
        body: expect.objectContaining({ toId: 'supplier-1', roomId: room.roomId }),
      }),
    )

    // A later reconnect does not send it again: it is no longer pending.
    expectNoResendOnReconnect()
  })

  it('keeps the order of several queued messages', () => {
    connectAs('offline')
    sendText('one')
    sendText('two')
    sendText('three')
    connectAs('online')
    expect(fake.sent.map((entry) => decodeText(entry.message.messageText ?? ''))).toEqual([
      'one',
      'two',
      'three',
    ])
  })

  it('marks a refused message failed, and retry sends it again with the same id', () => {
    sendText('hello')
    const [message] = thread()
    expect(fake.sent).toHaveLength(1)
    listener().failed({
      type: 'error',
      status: 500,
      message: 'Some thing went wrong',
      messageId: message?.messageId ?? '',
    })
    expect(thread()[0]?.delivery).toBe('failed')

    retry(message?.messageId ?? '')
    expect(thread()[0]?.delivery).toBe('pending')
    expect(fake.sent.map((entry) => entry.message.messageId)).toEqual([
      message?.messageId,
      message?.messageId,
    ])
  })

  it('retried while offline, a failed message waits for the reconnect', () => {
    sendText('hello')
    const [message] = thread()
    listener().failed({ type: 'error', status: 500, message: 'x', messageId: message?.messageId })
    connectAs('offline')
    retry(message?.messageId ?? '')
    expect(thread()[0]?.delivery).toBe('pending')
    expect(fake.sent).toHaveLength(1)
    connectAs('online')
    expect(fake.sent).toHaveLength(2)
  })

  it('keeps the open room when the session changes but the user does not', () => {
    sendText('hello')
    const before = fake.listener
    // A profile refresh (here or in another tab) rewrites the session with the same token.
    $session.set({ ...$session.get(), userInfo: JSON.stringify({ _id: me, firstName: 'Hana' }) })
    expect(fake.listener).toBe(before)
    expect($chat.get().selected).toBe(room.roomId)
    expect(thread()).toHaveLength(1)
  })

  it('starts over for another user', () => {
    sendText('hello')
    const before = fake.listener
    $session.set({ ...$session.get(), accessToken: 'another-token' })
    expect(fake.listener).not.toBe(before)
    expect($chat.get().selected).toBeNull()
    expect($chat.get().threads).toEqual({})
  })

  it('never sends whitespace', () => {
    expect(sendText(' \n\t ')).toBe(false)
    expect(thread()).toHaveLength(0)
    expect(fake.sent).toHaveLength(0)
  })
})

describe('chat store: the queue survives a reload', () => {
  it('sends a message queued offline once on the first connect after a reload', async () => {
    connectAs('offline')
    sendText('Written on the train')
    const queued = thread()[0]
    const key = `hire:chat-outbox:${me}`
    expect(localStorage.getItem(key)).toContain(queued?.messageId)

    // The reload: a fresh copy of the store, whose memory holds nothing.
    unbind()
    vi.resetModules()
    const fresh = await import('./chat.ts')
    unbind = fresh.$chat.listen(() => {})
    expect(fresh.$chat.get().threads).toEqual({})
    connectAs('online')
    const restored = fresh.$chat.get().threads[room.roomId] ?? []
    expect(restored.map((m) => [m.messageId, m.delivery])).toEqual([[queued?.messageId, 'pending']])
    expect(fake.sent.map((entry) => entry.message.messageId)).toEqual([queued?.messageId])
    expect(fake.subscribed.at(-1)).toEqual({ roomId: room.roomId, after: 0 })

    // Confirmed: gone from storage, and never sent again.
    listener().ack(queued?.messageId ?? '', 3)
    expect(localStorage.getItem(key)).toBeNull()
    expectNoResendOnReconnect()
  })

  it('keeps each user to their own queue', () => {
    connectAs('offline')
    sendText('mine')
    expect(localStorage.getItem('hire:chat-outbox:someone-else')).toBeNull()
    expect(Object.keys(localStorage).every((key) => key.startsWith('hire:'))).toBe(true)
  })
})
