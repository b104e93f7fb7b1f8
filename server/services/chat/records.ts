/** Chat rows to the shapes of the spec's realtime paths (pure). */
import type { ChatItem, ChatMessage, InboxEntry } from '../../../shared/contract/chat/chat.ts'
import { inboxKeyOf } from '../../../shared/domain/chat/rooms.ts'
import type { chatMessages, chatRooms } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'

export type MessageRow = typeof chatMessages.$inferSelect
export type RoomRow = typeof chatRooms.$inferSelect

export function toMessage(row: MessageRow, absolute: Absolute): ChatMessage {
  return {
    seq: row.seq,
    isBlock: false,
    isDeleted: false,
    mediaDuration: 0,
    mediaUrl: absolute(row.mediaUrl),
    messageCaption: row.messageCaption,
    messageId: row.messageId,
    messageRoomId: row.roomId,
    messageStatus: 'send',
    messageText: row.messageText,
    messageTimestamp: row.createdAt.getTime(),
    messageType: row.messageType === 'image' ? 'image' : 'text',
    progress: 100,
    receiverId: row.receiverId,
    senderId: row.senderId,
    thumbnail: absolute(row.thumbnail),
  }
}

export interface InboxRow {
  roomId: string
  userId: string
  otherUserId: string
  unreadMessages: number
  lastUpdate: Date
  item: unknown
  otherFirstName: string
  otherLastName: string
  otherCompanyName: string | null
  otherUserType: string
  otherPicture: string
  last: MessageRow | null
}

export function toChatItem(value: unknown, absolute: Absolute): ChatItem {
  const item = (value ?? {}) as Partial<ChatItem>
  return {
    itemId: String(item.itemId ?? ''),
    itemTitle: String(item.itemTitle ?? ''),
    itemUrl: absolute(String(item.itemUrl ?? '')),
    supplierUserId: String(item.supplierUserId ?? ''),
    msg: String(item.msg ?? ''),
  }
}

export function toInboxEntry(row: InboxRow, absolute: Absolute): InboxEntry {
  const item = toChatItem(row.item, absolute)
  const name =
    row.otherUserType === 'BUSINESS' && row.otherCompanyName
      ? row.otherCompanyName
      : `${row.otherFirstName} ${row.otherLastName}`.trim()
  return {
    key: inboxKeyOf(row.otherUserId, item.itemId),
    itemId: item.itemId,
    roomId: row.roomId,
    unreadMessages: row.unreadMessages,
    otherUserId: row.otherUserId,
    otherUser: { name, profilePicture: absolute(row.otherPicture) },
    item,
    lastMsg: row.last
      ? {
          messageTimestamp: row.last.createdAt.getTime(),
          messageText: row.last.messageText,
          messageType: row.last.messageType === 'image' ? 'image' : 'text',
          senderId: row.last.senderId,
        }
      : null,
    chatLastUpdate: row.lastUpdate.getTime(),
  }
}
