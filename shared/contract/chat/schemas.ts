/**
 * The chat's request schemas (server side and forms): bodies, queries and the realtime
 * channel's client frames.
 */
import {
  defaulted,
  enums,
  integer,
  literal,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
} from 'superstruct'
import { decodeText, isSendable } from '../../domain/chat/messages.ts'
import { parseRoomId } from '../../domain/chat/rooms.ts'
import { id, queryInt } from '../core/fields.ts'
import { chatLimits, chatMessages } from './chat.ts'

const roomId = () =>
  refine(size(string(), 1, 200), 'roomId', (value) =>
    parseRoomId(value) ? true : 'is not a chat room id',
  )

/** Open (or find) the room about an item: the supplier by default, `otherUserId` for a supplier writing to a hirer. */
export const openRoomBody = object({ itemId: id(), otherUserId: optional(id()) })

export const roomParams = object({ roomId: roomId() })
export const roomBody = object({ roomId: roomId() })

export const historyQuery = object({
  after: optional(queryInt(0, Number.MAX_SAFE_INTEGER)),
  limit: optional(queryInt(1, chatLimits.historyMax)),
})

const base64Text = refine(size(string(), 0, 12_000), 'base64', (value) => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return chatMessages.notBase64
  const text = decodeText(value)
  return text.length <= chatLimits.textMax || chatMessages.tooLong
})

/** A message as the sender writes it; the server adds the rest. */
export const outgoingMessage = refine(
  object({
    messageId: pattern(string(), /^[A-Za-z0-9_-]{8,64}$/),
    messageType: enums(['text', 'image'] as const),
    messageText: defaulted(base64Text, ''),
    messageCaption: defaulted(size(string(), 0, 500), ''),
    mediaUrl: defaulted(size(string(), 0, 2000), ''),
    thumbnail: defaulted(size(string(), 0, 2000), ''),
  }),
  'message',
  (message) => {
    if (message.messageType === 'image')
      return message.mediaUrl !== '' || chatMessages.imageRequired
    return isSendable(decodeText(message.messageText)) || chatMessages.emptyMessage
  },
)

export const sendMessageBody = object({ roomId: roomId(), message: outgoingMessage })

export const chatNotificationBody = object({
  message: size(string(), 0, 12_000),
  toId: id(),
  itemId: id(),
  roomId: roomId(),
})

/** What the client sends on the realtime channel. */
export const clientFrame = {
  auth: object({ type: literal('auth'), token: size(string(), 1, 200) }),
  subscribe: object({
    type: literal('subscribe'),
    roomId: roomId(),
    // As GET …/messages bounds it: a larger number would fail the database's bigint.
    after: optional(max(min(integer(), 0), Number.MAX_SAFE_INTEGER)),
  }),
  unsubscribe: object({ type: literal('unsubscribe'), roomId: roomId() }),
  send: object({ type: literal('send'), roomId: roomId(), message: outgoingMessage }),
  read: object({ type: literal('read'), roomId: roomId() }),
  ping: object({ type: literal('ping') }),
} as const
