/**
 * The sandbox realtime channel: a WebSocket at /api/v1/realtime on the API's own port.
 * A client authenticates with its session token in its first frame, then gets its inbox
 * and subscribes to rooms with the last seq it has seen (a resume never loses or repeats a
 * message: the client keeps what it has by seq). Messages and reads are written in the
 * database and announced with pg_notify; every process (this one included) hears the
 * announcement after the commit and forwards it to its own sockets, so clients on
 * different processes talk to each other.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { is, mask, type Struct, StructError } from 'superstruct'
import { WebSocket, WebSocketServer } from 'ws'
import {
  chatLimits,
  realtimeClose,
  realtimePath,
  type ServerFrame,
  chatMessages as texts,
} from '../../../shared/contract/chat/chat.ts'
import { clientFrame } from '../../../shared/contract/chat/schemas.ts'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/errors.ts'
import { logFailure } from '../../http/failure-log.ts'
import { type Absolute, absoluteFrom } from '../../http/urls.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import { findSession } from '../account/sessions.ts'
import { inTransaction } from '../transactions.ts'
import {
  type ChatEvent,
  chatChannel,
  history,
  markRoomRead,
  messageAt,
  sendOnce,
} from './messages.ts'
import { toMessage } from './records.ts'
import { inboxEntryOf, inboxOf, requireMember } from './rooms.ts'

export interface RealtimeDeps {
  db: Db
  now: () => Date
  publicUrl: string | undefined
  /** where message media are kept and loaded from */
  mediaStorage: MediaStorage
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
}

export interface Realtime {
  /** Takes the upgrade when it is for the realtime path; false leaves it to others. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean
  close(): Promise<void>
}

interface Client {
  socket: WebSocket
  userId: string | null
  rooms: Set<string>
  absolute: Absolute
}

const authTimeoutMs = 10_000
const heartbeatMs = 30_000

function originOf(request: IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl
  const host = request.headers.host ?? 'localhost'
  return `http://${/^[\w.-]+(:\d+)?$/.test(host) ? host : 'localhost'}`
}

/** The frame read through its schema (defaults applied), or the reason it is not one. */
function read<T, S>(data: unknown, struct: Struct<T, S>): T | string {
  try {
    return mask(data, struct)
  } catch (error) {
    return error instanceof StructError ? error.message : 'Malformed frame.'
  }
}

function messageIdOf(data: unknown): string | undefined {
  const id = (data as { message?: { messageId?: unknown } } | null)?.message?.messageId
  return typeof id === 'string' ? id.slice(0, 64) : undefined
}

function sendFrame(client: Client, frame: ServerFrame): void {
  if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(frame))
}

export async function createRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const byUser = new Map<string, Set<Client>>()
  const path = `/api/v1${realtimePath}`
  // Announcements are handled one after another so frames leave in commit order.
  let queue: Promise<void> = Promise.resolve()
  // Once closing, frames still queued are dropped: the database is going away.
  let closing = false

  function clientsOf(userId: string): Set<Client> {
    return byUser.get(userId) ?? new Set()
  }

  async function onEvent(event: ChatEvent): Promise<void> {
    if (event.kind === 'read') {
      for (const client of clientsOf(event.userId))
        sendFrame(client, { type: 'read', roomId: event.roomId })
      return
    }
    const listeners = event.members.filter((member) => clientsOf(member).size > 0)
    if (listeners.length === 0) return
    const row = event.row
      ? { ...event.row, createdAt: new Date(event.row.createdAt) }
      : await messageAt(deps.db, event.roomId, event.seq)
    if (!row) return
    for (const member of listeners) {
      const unread = event.unread.userId === member ? event.unread.count : undefined
      for (const client of clientsOf(member)) {
        // A room's first message introduces the room to the receiver's list.
        if (event.seq === 1 && member === event.unread.userId) {
          const entry = await inboxEntryOf(deps.db, event.roomId, member, client.absolute)
          if (entry) sendFrame(client, { type: 'inbox', entry })
        }
        sendFrame(client, {
          type: 'message',
          roomId: event.roomId,
          message: toMessage(row, client.absolute),
          ...(unread === undefined ? {} : { unreadMessages: unread }),
        })
      }
    }
  }

  const unlisten = await deps.listen(chatChannel, (payload) => {
    let event: ChatEvent
    try {
      event = JSON.parse(payload) as ChatEvent
    } catch {
      return
    }
    queue = queue
      .then(() => onEvent(event))
      .catch((error) => logFailure('[realtime] fan-out failed:', error))
  })

  function failure(error: unknown): { status: number; message: string } {
    if (error instanceof HttpError) return { status: error.status, message: error.message }
    if (!closing) logFailure('[realtime] frame failed:', error)
    return { status: 500, message: texts.technicalIssue }
  }

  async function authenticate(client: Client, token: string): Promise<void> {
    const session = await findSession(deps.db, token)
    if (!session?.userId || session.isGuest) {
      client.socket.close(realtimeClose.unauthorized, 'Please log in or sign up to continue.')
      return
    }
    client.userId = session.userId
    const set = byUser.get(session.userId) ?? new Set()
    set.add(client)
    byUser.set(session.userId, set)
    const inbox = await inboxOf(deps.db, session.userId, client.absolute)
    sendFrame(client, { type: 'ready', userId: session.userId, inbox })
  }

  async function onFrame(client: Client, data: unknown): Promise<void> {
    if (closing) return
    if (is(data, clientFrame.ping)) return sendFrame(client, { type: 'pong' })
    if (!client.userId) {
      if (is(data, clientFrame.auth)) return authenticate(client, data.token)
      client.socket.close(realtimeClose.unauthorized, 'Send the auth frame first.')
      return
    }
    const userId = client.userId
    if (is(data, clientFrame.subscribe)) {
      const roomId = data.roomId
      try {
        await requireMember(deps.db, roomId, userId)
        client.rooms.add(roomId)
        const rows = await history(deps.db, {
          roomId,
          after: data.after,
          limit: chatLimits.historyMax,
        })
        const messages = rows.map((row) => toMessage(row, client.absolute))
        const lastSeq = rows.at(-1)?.seq ?? data.after ?? 0
        sendFrame(client, { type: 'history', roomId, messages, lastSeq })
      } catch (error) {
        sendFrame(client, { type: 'error', roomId, ...failure(error) })
      }
      return
    }
    if (is(data, clientFrame.unsubscribe)) {
      client.rooms.delete(data.roomId)
      return
    }
    const sent =
      (data as { type?: unknown } | null)?.type === 'send' ? read(data, clientFrame.send) : null
    if (typeof sent === 'string') {
      sendFrame(client, { type: 'error', status: 400, message: sent, messageId: messageIdOf(data) })
      return
    }
    if (sent) {
      const { roomId, message } = sent
      try {
        const { row } = await sendOnce(deps.db, deps.mediaStorage, {
          roomId,
          senderId: userId,
          now: deps.now(),
          message,
        })
        sendFrame(client, { type: 'ack', messageId: message.messageId, seq: row.seq })
      } catch (error) {
        sendFrame(client, {
          type: 'error',
          roomId,
          messageId: message.messageId,
          ...failure(error),
        })
      }
      return
    }
    if (is(data, clientFrame.read)) {
      try {
        await inTransaction(deps.db, async (tx) => {
          await requireMember(tx, data.roomId, userId)
          await markRoomRead(tx, data.roomId, userId)
        })
      } catch (error) {
        sendFrame(client, { type: 'error', roomId: data.roomId, ...failure(error) })
      }
      return
    }
    sendFrame(client, { type: 'error', status: 400, message: 'Unknown or malformed frame.' })
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    const client: Client = {
      socket,
      userId: null,
      rooms: new Set(),
      absolute: absoluteFrom(originOf(request, deps.publicUrl), deps.mediaStorage),
    }
    let alive = true
    const authTimer = setTimeout(() => {
      if (!client.userId) socket.close(realtimeClose.unauthorized, 'No auth frame.')
    }, authTimeoutMs)
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate()
      alive = false
      socket.ping()
    }, heartbeatMs)
    socket.on('pong', () => {
      alive = true
    })
    // Frames of one socket run in order: a send right after subscribe sees the subscription.
    let chain: Promise<void> = Promise.resolve()
    socket.on('message', (raw) => {
      let data: unknown
      try {
        data = JSON.parse(String(raw))
      } catch {
        socket.close(realtimeClose.badFrame, 'Frames are JSON.')
        return
      }
      chain = chain.then(() => onFrame(client, data)).catch((error) => failure(error) && undefined)
    })
    socket.on('close', () => {
      clearTimeout(authTimer)
      clearInterval(heartbeat)
      if (client.userId) byUser.get(client.userId)?.delete(client)
    })
    socket.on('error', () => socket.terminate())
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname !== path) return false
      server.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request))
      return true
    },
    async close() {
      closing = true
      for (const client of server.clients) client.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await unlisten().catch(() => {})
      await queue.catch(() => {})
    },
  }
}
