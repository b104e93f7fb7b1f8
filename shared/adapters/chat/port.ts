/**
 * The chat port (spec part 2 section 7, "realtime backend"): a live connection that reads
 * the user's rooms, follows a room's messages, sends, and resets the unread counter. The
 * sandbox one speaks the sandbox server's WebSocket channel; the Firebase Realtime Database
 * one keeps the same callbacks over the spec's paths.
 */
import type { FirebaseOptions } from '@firebase/app'
import type {
  ChatMessage,
  InboxEntry,
  OutgoingMessage,
  ServerFrame,
} from '../../contract/chat/chat.ts'

export type ChatStatus = 'connecting' | 'online' | 'offline' | 'refused'

export interface ChatListener {
  /** connected and signed in (again, after a drop): the whole inbox */
  ready(userId: string, inbox: InboxEntry[]): void
  history(roomId: string, messages: ChatMessage[]): void
  message(roomId: string, message: ChatMessage, unreadMessages?: number): void
  inbox(entry: InboxEntry): void
  read(roomId: string): void
  ack(messageId: string, seq: number): void
  failed(frame: Extract<ServerFrame, { type: 'error' }>): void
  status(status: ChatStatus): void
}

export interface ChatConnection {
  /** follow a room; `after` is the last seq held, to receive only what came since */
  subscribe(roomId: string, after?: number): void
  send(roomId: string, message: OutgoingMessage): boolean
  read(roomId: string): boolean
  /** a room the server just opened (Firebase mode writes it to the database; the sandbox
   * server already holds it) */
  open?(entry: InboxEntry): void
  close(): void
}

export interface ChatPort {
  connect(token: string, listener: ChatListener): ChatConnection
}

/** `window.hireConfig.chat`: without it (or with mode 'sandbox') the sandbox channel runs. */
export interface ChatConfig {
  mode: 'sandbox' | 'firebase'
  /** the web app's Firebase config (apiKey, projectId, databaseURL, …); mode 'firebase' */
  firebase?: FirebaseOptions
  /** a local Database emulator: { host, port } (development and tests) */
  emulator?: { host: string; port: number }
}

declare module '../../config.ts' {
  interface HireConfig {
    chat?: ChatConfig
  }
}
