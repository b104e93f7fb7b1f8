/**
 * The Firebase Realtime Database layout of the chat (spec part 2 sections 3, 7, 9): the
 * paths "room info, items, inbox/{user}, messages/{room}, last message" and the records
 * stored at each. `firebase/database.rules.json` guards the same paths.
 */
import type { ChatItem, ChatMessage, LastMessage } from '../../contract/chat/chat.ts'

export const firebasePaths = {
  roomInfo: (roomId: string) => `roomInfo/${roomId}`,
  item: (roomId: string) => `items/${roomId}`,
  inbox: (userId: string) => `inbox/${userId}`,
  inboxEntry: (userId: string, key: string) => `inbox/${userId}/${key}`,
  messages: (roomId: string) => `messages/${roomId}`,
  message: (roomId: string, messageId: string) => `messages/${roomId}/${messageId}`,
  lastMessage: (roomId: string) => `lastMessage/${roomId}`,
} as const

/** A member of `roomInfo/{room}/chatRoomMembers`, with the name the other person sees. */
export interface FirebaseMember {
  memberDelete: boolean
  memberJoin: number
  memberLeave: number
  name: string
  profilePicture: string
}

/** `roomInfo/{roomId}` (part 2 section 3, "Chat room"). */
export interface FirebaseRoomInfo {
  chatRoomType: 'single'
  chatLastUpdate: number
  chatRoomMembers: Record<string, FirebaseMember>
  chatLastUpdates: Record<string, number>
}

/** `inbox/{user}/{otherUser}_{itemId}` before it is enriched with the item and last message. */
export interface FirebaseInboxEntry {
  itemId: string
  roomId: string
  unreadMessages: number
}

/** `messages/{roomId}/{messageId}`: `seq` is the server time the message was stored at. */
export type FirebaseMessage = ChatMessage

export type FirebaseItem = ChatItem
export type FirebaseLastMessage = LastMessage
