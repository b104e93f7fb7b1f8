/**
 * Chat (spec part 2 sections 2-5, 7, 9): the calls beside the realtime channel, the shapes
 * of rooms, inbox entries and messages (the Firebase paths' shapes), the frames and the
 * messages. Free of superstruct so widgets stay small; the schemas are in `schemas.ts`.
 */
import { chatTextMax } from '../../domain/chat/messages.ts'

export const chatCalls = {
  openRoom: { method: 'POST', path: '/user/chat-room' },
  rooms: { method: 'GET', path: '/user/chat-rooms' },
  messages: { method: 'GET', path: '/user/chat-room/:roomId/messages' },
  read: { method: 'PUT', path: '/user/chat-room/read' },
  send: { method: 'POST', path: '/user/chat-message' },
  notify: { method: 'POST', path: '/user/send-chat-Notification' },
  /** Firebase mode: the session's chat identity and custom token */
  token: { method: 'POST', path: '/user/chat-token' },
} as const

/** The realtime channel: a WebSocket at this path below the API base. */
export const realtimePath = '/realtime'

export const roomMessagesPath = (roomId: string) =>
  `/user/chat-room/${encodeURIComponent(roomId)}/messages`

export const chatLimits = { historyPage: 50, historyMax: 200, textMax: chatTextMax } as const

export const chatMessages = {
  technicalIssue: 'There is some technical issue.',
  recordNotFound: 'Record not found.',
  noChats: 'No chats available',
  noChatsHome: 'You have no chats at the moment',
  uploading: 'Uploading...',
  notMember: 'You are not a member of this chat.',
  noRelation:
    'You can message someone about this item once they have booked it or asked a question about it.',
  roomNotFound: 'Chat not found.',
  ownItem: 'You cannot start a chat with yourself.',
  itemNotFound: 'Item not found.',
  emptyMessage: 'Please type a message.',
  tooLong: 'Your message can be at most 2000 characters.',
  notBase64: 'messageText must be base64.',
  imageRequired: 'An image message needs mediaUrl.',
  wrongReceiver: 'toId must be the other member of the room.',
  imageOnly: 'Please upload an image (JPEG, PNG, WebP, GIF)',
  failed: 'Not sent. Tap to retry.',
  signIn: 'Please log in or sign up to continue.',
} as const

/** Chat item (part 2 section 3). `itemUrl` is the item's first picture. */
export interface ChatItem {
  itemId: string
  itemTitle: string
  itemUrl: string
  supplierUserId: string
  msg: string
}

/** Chat message (part 2 section 3), plus `seq`, its place in the room. */
export interface ChatMessage {
  seq: number
  isBlock: boolean
  isDeleted: boolean
  mediaDuration: number
  mediaUrl: string
  messageCaption: string
  messageId: string
  messageRoomId: string
  messageStatus: 'send'
  messageText: string
  messageTimestamp: number
  messageType: 'text' | 'image'
  progress: number
  receiverId: string
  senderId: string
  thumbnail: string
}

export interface LastMessage {
  messageTimestamp: number
  messageText: string
  messageType: 'text' | 'image'
  senderId: string
}

/** Inbox entry `inbox/{user}/{otherUser}_{itemId}`, enriched with the item and last message. */
export interface InboxEntry {
  key: string
  itemId: string
  roomId: string
  unreadMessages: number
  otherUserId: string
  otherUser: { name: string; profilePicture: string }
  item: ChatItem
  lastMsg: LastMessage | null
  chatLastUpdate: number
}

export interface ChatRoomsData {
  list: InboxEntry[]
}

export interface ChatHistoryData {
  list: ChatMessage[]
  /** the room's newest seq when this page was read */
  lastSeq: number
}

export type ClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; roomId: string; after?: number }
  | { type: 'unsubscribe'; roomId: string }
  | { type: 'send'; roomId: string; message: OutgoingMessage }
  | { type: 'read'; roomId: string }
  | { type: 'ping' }

export interface OutgoingMessage {
  messageId: string
  messageType: 'text' | 'image'
  messageText?: string
  messageCaption?: string
  mediaUrl?: string
  thumbnail?: string
}

/** What the server sends on the realtime channel. */
export type ServerFrame =
  | { type: 'ready'; userId: string; inbox: InboxEntry[] }
  | { type: 'history'; roomId: string; messages: ChatMessage[]; lastSeq: number }
  /** `unreadMessages`: the receiving user's counter for the room, when it changed */
  | { type: 'message'; roomId: string; message: ChatMessage; unreadMessages?: number }
  | { type: 'inbox'; entry: InboxEntry }
  /** the user read the room (in this or another tab): their counter is 0 */
  | { type: 'read'; roomId: string }
  | { type: 'ack'; messageId: string; seq: number }
  | { type: 'error'; status: number; message: string; messageId?: string; roomId?: string }
  | { type: 'pong' }

/** Close codes: 4401 bad or missing token (do not retry), 4400 bad frames. */
export const realtimeClose = { unauthorized: 4401, badFrame: 4400 } as const
