/**
 * Helpers for the chat suites: a realtime client (the `ws` package, as a browser would
 * speak the channel), people to talk (a new hirer, a seeded supplier, a stranger), and a
 * room about one of the supplier's items.
 */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import WebSocket from 'ws'
import type {
  ChatMessage,
  ClientFrame,
  InboxEntry,
  ServerFrame,
} from '../../shared/contract/chat/chat.ts'
import { encodeText, mergeMessages } from '../../shared/domain/chat/messages.ts'
import { verifiedAccount } from './accounts.ts'
import { request, supplierAuth } from './bookings-support.ts'
import { bearer, type RunningApi } from './harness.ts'
import { plan } from './seed-facts.ts'

export class ChatClient {
  readonly frames: ServerFrame[] = []
  private waiters: { test: (frame: ServerFrame) => boolean; done: (f: ServerFrame) => void }[] = []
  private byRoom = new Map<string, ChatMessage[]>()
  closed = false

  readonly socket: WebSocket

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame
      this.frames.push(frame)
      if (frame.type === 'message') this.keep(frame.roomId, [frame.message])
      if (frame.type === 'history') this.keep(frame.roomId, frame.messages)
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true
        waiter.done(frame)
        return false
      })
    })
    socket.on('close', () => {
      this.closed = true
    })
  }

  private keep(roomId: string, messages: ChatMessage[]) {
    this.byRoom.set(roomId, mergeMessages(this.byRoom.get(roomId) ?? [], messages))
  }

  /** Every message of the room this client has seen, once each, in room order. */
  messages(roomId: string): ChatMessage[] {
    return this.byRoom.get(roomId) ?? []
  }

  lastSeq(roomId: string): number {
    return this.messages(roomId).at(-1)?.seq ?? 0
  }

  static async open(origin: string): Promise<ChatClient> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v1/realtime`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new ChatClient(socket)
  }

  /** Opens and signs in; resolves with the inbox of the ready frame. */
  static async connect(origin: string, token: string): Promise<[ChatClient, InboxEntry[]]> {
    const client = await ChatClient.open(origin)
    const ready = client.next((frame) => frame.type === 'ready')
    client.send({ type: 'auth', token })
    const frame = await ready
    return [client, frame.type === 'ready' ? frame.inbox : []]
  }

  send(frame: ClientFrame): void {
    this.socket.send(JSON.stringify(frame))
  }

  next(test: (frame: ServerFrame) => boolean, timeoutMs = 10_000): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No such frame in time')), timeoutMs)
      this.waiters.push({
        test,
        done: (frame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      })
    })
  }

  async subscribe(roomId: string, after?: number): Promise<void> {
    const history = this.next((f) => f.type === 'history' && f.roomId === roomId)
    this.send({ type: 'subscribe', roomId, ...(after === undefined ? {} : { after }) })
    await history
  }

  /**
   * Sends a text message; resolves with its seq once the server has stored it. A burst of
   * sends queues behind one room's writes, so a burst may wait longer than `next`'s default.
   */
  async say(
    roomId: string,
    text: string,
    messageId = randomUUID(),
    ackWithinMs?: number,
  ): Promise<number> {
    const ack = this.next(
      (f) => (f.type === 'ack' || f.type === 'error') && f.messageId === messageId,
      ackWithinMs,
    )
    this.send({
      type: 'send',
      roomId,
      message: { messageId, messageType: 'text', messageText: encodeText(text) },
    })
    const frame = await ack
    if (frame.type !== 'ack') throw new Error(`Refused: ${JSON.stringify(frame)}`)
    return frame.seq
  }

  async waitForCount(roomId: string, count: number, timeoutMs = 15_000): Promise<void> {
    const started = Date.now()
    while (this.messages(roomId).length < count) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(`Saw ${this.messages(roomId).length} of ${count} messages`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

export interface Person {
  token: string
  userId: string
  auth: string
}

/** The seeded supplier of an item with no seeded bookings, and that item. */
export function chatItem(index = 0) {
  const booked = new Set(plan.rows.bookings.map((booking) => booking.itemId))
  const item = plan.rows.items.filter((entry) => !booked.has(entry.id as string))[index]
  if (!item) throw new Error('No free item in the seed')
  return { itemId: item.id as string, supplierId: item.supplierId as string }
}

export async function newPerson(api: RunningApi): Promise<Person> {
  const account = await verifiedAccount(api)
  return { token: account.token, userId: account.userId, auth: bearer(account.token) }
}

export async function supplierOfItem(api: RunningApi, itemId: string): Promise<Person> {
  const auth = await supplierAuth(api, itemId)
  const token = auth.replace(/^Bearer /, '')
  const item = plan.rows.items.find((entry) => entry.id === itemId)
  return { token, userId: item?.supplierId as string, auth }
}

export async function openRoom(api: RunningApi, person: Person, itemId: string, other?: string) {
  const reply = await request<InboxEntry>(
    api,
    'POST',
    '/user/chat-room',
    { itemId, ...(other ? { otherUserId: other } : {}) },
    person.auth,
  )
  expect(reply.status).toBe(200)
  return reply.body.data
}
