/**
 * The chat (spec part 2 sections 2-5): one store per page that every chat widget reads
 * (the header, the home widget, /user/chat). It connects through the chat port while any
 * widget watches it, keeps the rooms newest first and each followed room's messages by
 * seq (once each), resumes every followed room from its last seq after a reconnect, and
 * queues messages written while offline: they go out on reconnect with the same id (the
 * server stores them once), or are marked failed with a retry. The queue is also kept in
 * storage per user (`outbox.ts`), so a reload loses nothing: it goes on the next connect.
 */
import { map, onMount } from 'nanostores'
import { type ChatConnection, type ChatStatus, chatPort } from '../../adapters/chat/index.ts'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import type { BookingRecord } from '../../contract/booking/records.ts'
import {
  type ChatMessage,
  chatCalls,
  type InboxEntry,
  type OutgoingMessage,
  chatMessages as texts,
} from '../../contract/chat/chat.ts'
import { encodeText, isSendable, mergeMessages } from '../../domain/chat/messages.ts'
import { sortRooms } from '../../domain/chat/rooms.ts'
import { $session } from '../core/session.ts'
import { readOutbox, writeOutbox } from './outbox.ts'

export type Delivery = 'sent' | 'pending' | 'failed'
export type ThreadMessage = ChatMessage & { delivery: Delivery }

export interface ChatState {
  status: ChatStatus | 'idle'
  userId: string | null
  rooms: InboxEntry[]
  /** false until the first inbox arrived */
  loaded: boolean
  selected: string | null
  threads: Record<string, ThreadMessage[]>
  /** 0-100 while a picture goes up; null otherwise */
  upload: number | null
  error: string | null
}

const initial: ChatState = {
  status: 'idle',
  userId: null,
  rooms: [],
  loaded: false,
  selected: null,
  threads: {},
  upload: null,
  error: null,
}

export const $chat = map<ChatState>({ ...initial })

let connection: ChatConnection | null = null

/** Every change of the threads goes through here, so the stored outbox follows it. */
function setThreads(threads: Record<string, ThreadMessage[]>): void {
  $chat.setKey('threads', threads)
  const { userId } = $chat.get()
  if (userId) writeOutbox(userId, threads)
}

function lastSeq(roomId: string): number {
  const thread = $chat.get().threads[roomId] ?? []
  return thread.reduce((top, message) => Math.max(top, message.seq), 0)
}

function patchRoom(roomId: string, change: (entry: InboxEntry) => InboxEntry): void {
  $chat.setKey(
    'rooms',
    sortRooms($chat.get().rooms.map((entry) => (entry.roomId === roomId ? change(entry) : entry))),
  )
}

function keep(roomId: string, incoming: ThreadMessage[]): void {
  const thread = mergeMessages($chat.get().threads[roomId] ?? [], incoming)
  setThreads({ ...$chat.get().threads, [roomId]: thread })
}

const sent = (message: ChatMessage): ThreadMessage => ({ ...message, delivery: 'sent' })

function outgoing(message: ThreadMessage): OutgoingMessage {
  return {
    messageId: message.messageId,
    messageType: message.messageType,
    messageText: message.messageText,
    messageCaption: message.messageCaption,
    mediaUrl: message.mediaUrl,
    thumbnail: message.thumbnail,
  }
}

function pendingOf(roomId: string): ThreadMessage[] {
  return ($chat.get().threads[roomId] ?? []).filter((message) => message.delivery === 'pending')
}

function connect(token: string): void {
  connection = chatPort().connect(token, {
    status: (status) => $chat.setKey('status', status),
    ready(userId, inbox) {
      // What this user left unsent here before a reload joins the threads before anything
      // is written back, so the stored queue is never overwritten with less.
      const threads = { ...$chat.get().threads }
      for (const [roomId, saved] of Object.entries(readOutbox<ThreadMessage>(userId))) {
        threads[roomId] = mergeMessages(threads[roomId] ?? [], saved)
      }
      $chat.set({ ...$chat.get(), userId, threads, rooms: sortRooms(inbox), loaded: true })
      // Resume every followed room from what it holds, then send what waited.
      for (const roomId of Object.keys($chat.get().threads)) {
        connection?.subscribe(roomId, lastSeq(roomId))
        for (const message of pendingOf(roomId)) connection?.send(roomId, outgoing(message))
      }
      const selected = $chat.get().selected
      if (selected) connection?.read(selected)
    },
    history: (roomId, messages) => keep(roomId, messages.map(sent)),
    message(roomId, message, unread) {
      keep(roomId, [sent(message)])
      const mine = message.senderId === $chat.get().userId
      const open = $chat.get().selected === roomId
      patchRoom(roomId, (entry) => ({
        ...entry,
        lastMsg: {
          messageTimestamp: message.messageTimestamp,
          messageText: message.messageText,
          messageType: message.messageType,
          senderId: message.senderId,
        },
        unreadMessages: open ? 0 : unread === undefined || mine ? entry.unreadMessages : unread,
      }))
      if (open && !mine) connection?.read(roomId)
    },
    inbox(entry) {
      const others = $chat.get().rooms.filter((room) => room.roomId !== entry.roomId)
      $chat.setKey('rooms', sortRooms([...others, entry]))
    },
    read: (roomId) => patchRoom(roomId, (entry) => ({ ...entry, unreadMessages: 0 })),
    ack(messageId, seq) {
      const { threads } = $chat.get()
      for (const [roomId, thread] of Object.entries(threads)) {
        if (!thread.some((message) => message.messageId === messageId)) continue
        const next = thread.map((message) =>
          message.messageId === messageId
            ? { ...message, seq, delivery: 'sent' as const }
            : message,
        )
        setThreads({ ...threads, [roomId]: mergeMessages([], next) })
        const done = next.find((message) => message.messageId === messageId)
        if (done) void notifyReceiver(roomId, done)
      }
    },
    failed(frame) {
      if (frame.messageId) markDelivery(frame.messageId, 'failed')
      else $chat.setKey('error', frame.message)
    },
  })
}

onMount($chat, () => {
  // Only a new user (or signing out) starts over: the session also changes when the
  // profile is refreshed here or in another tab, and that must not drop the open room.
  let connectedAs: string | null = null
  const unbind = $session.subscribe((session) => {
    const token = session.accessToken && session.isGuestUser !== '1' ? session.accessToken : null
    if (token === connectedAs) return
    connectedAs = token
    connection?.close()
    connection = null
    $chat.set({ ...initial })
    if (token) connect(token)
  })
  return () => {
    unbind()
    connection?.close()
    connection = null
  }
})

function markDelivery(messageId: string, delivery: Delivery): void {
  const { threads } = $chat.get()
  const next: Record<string, ThreadMessage[]> = {}
  for (const [roomId, thread] of Object.entries(threads)) {
    next[roomId] = thread.map((m) => (m.messageId === messageId ? { ...m, delivery } : m))
  }
  setThreads(next)
}

/** POST /user/send-chat-Notification: the bell of the other person (part 2 section 7). */
async function notifyReceiver(roomId: string, message: ThreadMessage): Promise<void> {
  const room = $chat.get().rooms.find((entry) => entry.roomId === roomId)
  if (!room) return
  await api
    .post(chatCalls.notify.path, {
      body: {
        message: message.messageText,
        toId: room.otherUserId,
        itemId: room.itemId,
        roomId,
      },
      auth: 'bearer',
    })
    .catch(() => {})
}

/** Opens a room: follows it, shows it and resets my unread counter to 0. */
export function selectRoom(roomId: string | null): void {
  $chat.setKey('selected', roomId)
  if (!roomId) return
  patchRoom(roomId, (entry) => ({ ...entry, unreadMessages: 0 }))
  if (!$chat.get().threads[roomId])
    $chat.setKey('threads', { ...$chat.get().threads, [roomId]: [] })
  connection?.subscribe(roomId, lastSeq(roomId) || undefined)
  connection?.read(roomId)
}

/** The room about an item (opening it with the supplier, or `otherUserId`), selected. */
export async function openRoomFor(itemId: string, otherUserId?: string): Promise<string | null> {
  const known = $chat
    .get()
    .rooms.find(
      (entry) => entry.itemId === itemId && (!otherUserId || entry.otherUserId === otherUserId),
    )
  if (known) {
    selectRoom(known.roomId)
    return known.roomId
  }
  try {
    const entry = await api.post<InboxEntry>(chatCalls.openRoom.path, {
      body: { itemId, ...(otherUserId ? { otherUserId } : {}) },
      auth: 'bearer',
    })
    const others = $chat.get().rooms.filter((room) => room.roomId !== entry.roomId)
    $chat.setKey('rooms', sortRooms([...others, entry]))
    connection?.open?.(entry)
    selectRoom(entry.roomId)
    return entry.roomId
  } catch (error) {
    $chat.setKey('error', messageOf(error))
    return null
  }
}

/** The room of a booking's two people (the order's 'Contact' links with the booking id). */
export async function openRoomForBooking(bookingId: string): Promise<string | null> {
  try {
    // GET /booking/{id} (contract/booking/calls.ts), spelled out to keep the booking rules
    // out of the chat's first load.
    const booking = await api.get<BookingRecord>(`/booking/${encodeURIComponent(bookingId)}`, {
      auth: 'bearer',
    })
    const me = $chat.get().userId
    const other = booking.supplierId === me ? booking.hirerId._id : booking.supplierId
    return await openRoomFor(booking.itemId, other)
  } catch (error) {
    $chat.setKey('error', messageOf(error))
    return null
  }
}

function draft(roomId: string, fields: Partial<ThreadMessage>): ThreadMessage {
  const { userId, rooms } = $chat.get()
  const room = rooms.find((entry) => entry.roomId === roomId)
  return {
    seq: 0,
    isBlock: false,
    isDeleted: false,
    mediaDuration: 0,
    mediaUrl: '',
    messageCaption: '',
    messageId: crypto.randomUUID(),
    messageRoomId: roomId,
    messageStatus: 'send',
    messageText: '',
    messageTimestamp: Date.now(),
    messageType: 'text',
    progress: 100,
    receiverId: room?.otherUserId ?? '',
    senderId: userId ?? '',
    thumbnail: '',
    delivery: 'pending',
    ...fields,
  }
}

function post(roomId: string, message: ThreadMessage): void {
  keep(roomId, [message])
  // Offline it waits in the thread as pending and goes on reconnect (see `ready`).
  connection?.send(roomId, outgoing(message))
}

/** Sends text to the selected room; whitespace-only text is never sent. */
export function sendText(text: string): boolean {
  const roomId = $chat.get().selected
  if (!roomId || !isSendable(text)) return false
  post(roomId, draft(roomId, { messageText: encodeText(text.trim()) }))
  return true
}

/** Uploads a picture (progress in `upload`), then sends it as an image message. */
export async function sendImage(file: Blob): Promise<boolean> {
  const roomId = $chat.get().selected
  if (!roomId || $chat.get().upload !== null) return false
  $chat.setKey('upload', 0)
  try {
    // The upload code comes on first use: most visits to the chat send no picture.
    const { uploadMedia } = await import('../../api/upload.ts')
    const uploaded = await uploadMedia(file, {
      onProgress: (percent) => $chat.setKey('upload', percent),
    })
    if (!uploaded.url) throw new Error(texts.technicalIssue)
    post(roomId, draft(roomId, { messageType: 'image', mediaUrl: uploaded.url }))
    return true
  } catch {
    $chat.setKey('error', texts.technicalIssue)
    return false
  } finally {
    $chat.setKey('upload', null)
  }
}

/** Sends a failed message again, with its id (stored once whatever happened before). */
export function retry(messageId: string): void {
  for (const [roomId, thread] of Object.entries($chat.get().threads)) {
    const message = thread.find((m) => m.messageId === messageId)
    if (message) post(roomId, { ...message, delivery: 'pending' })
  }
  markDelivery(messageId, 'pending')
}

export function clearChatError(): void {
  $chat.setKey('error', null)
}
