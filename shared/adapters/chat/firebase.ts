/**
 * The Firebase Realtime Database chat port (spec part 2 section 7): the same callbacks as
 * the sandbox channel over the spec's paths (`firebase-paths.ts`). Loaded only in Firebase
 * mode, through a dynamic import in `index.ts`, so the SDK never reaches a first load.
 *
 * Identity: the database rules compare `auth.uid` with our user ids, so the adapter signs
 * in with the token our server mints for the session (`POST /user/chat-token`, uid = our
 * user id); an anonymous Firebase user could claim any user id. Against an emulator the
 * token is a mock one with the same uid.
 *
 * Unread counters: the sender adds 1 with the server-side `increment()` (exact under any
 * number of concurrent senders, no read of the other person's entry needed); the reader
 * sets their own to 0. A message is first claimed with a transaction on its id, so a
 * message sent again after a drop (same id) is stored and counted once.
 */
import { deleteApp, type FirebaseApp, type FirebaseOptions, initializeApp } from '@firebase/app'
import {
  connectDatabaseEmulator,
  type Database,
  type DataSnapshot,
  getDatabase,
  increment,
  onChildAdded,
  onValue,
  ref,
  runTransaction,
  serverTimestamp,
  set,
  type Unsubscribe,
  update,
} from '@firebase/database'
import type { ChatMessage, InboxEntry, LastMessage } from '../../contract/chat/chat.ts'
import type { ChatTokenData } from '../../contract/chat/token.ts'
import { inboxKeyOf, parseRoomId } from '../../domain/chat/rooms.ts'
import {
  type FirebaseInboxEntry,
  type FirebaseItem,
  type FirebaseRoomInfo,
  firebasePaths as paths,
} from './firebase-paths.ts'
import type { ChatConnection, ChatListener, ChatPort } from './port.ts'

/** Who the session is in the chat, and how to sign in as them (POST /user/chat-token). */
export type ChatIdentity = ChatTokenData

export interface FirebaseChatOptions {
  firebase: FirebaseOptions
  /** a local emulator (or firebase-server) instead of the project's database */
  emulator?: { host: string; port: number }
  /** our session token to the chat identity (default: `POST /user/chat-token`) */
  identify: (sessionToken: string) => Promise<ChatIdentity>
}

let appCount = 0

/** The other member of a room for `me`, and my inbox key for it. */
function sides(roomId: string, me: string) {
  const parts = parseRoomId(roomId)
  if (!parts) return null
  const other = parts.creatorUserId === me ? parts.otherUserId : parts.creatorUserId
  return { itemId: parts.itemId, other, key: inboxKeyOf(other, parts.itemId) }
}

async function signIn(
  app: FirebaseApp,
  db: Database,
  options: FirebaseChatOptions,
  who: ChatIdentity,
) {
  if (options.emulator) {
    connectDatabaseEmulator(db, options.emulator.host, options.emulator.port, {
      mockUserToken: { user_id: who.userId },
    })
    return
  }
  if (!who.customToken) throw new Error('No chat token for this session.')
  const { getAuth, signInWithCustomToken } = await import('@firebase/auth')
  await signInWithCustomToken(getAuth(app), who.customToken)
}

/** One room as the store knows it: the inbox entry, its item, info and last message. */
interface RoomParts {
  entry?: FirebaseInboxEntry
  item?: FirebaseItem
  info?: FirebaseRoomInfo
  last?: LastMessage | null
  stop: Unsubscribe[]
}

function toEntry(key: string, parts: RoomParts, me: string): InboxEntry | null {
  const { entry, item, info } = parts
  if (!entry || !item || !info || parts.last === undefined) return null
  const side = sides(entry.roomId, me)
  if (!side) return null
  const member = info.chatRoomMembers?.[side.other]
  return {
    key,
    itemId: entry.itemId,
    roomId: entry.roomId,
    unreadMessages: entry.unreadMessages ?? 0,
    otherUserId: side.other,
    otherUser: { name: member?.name ?? '', profilePicture: member?.profilePicture ?? '' },
    item,
    lastMsg: parts.last,
    chatLastUpdate: info.chatLastUpdate ?? 0,
  }
}

export function createFirebaseChat(options: FirebaseChatOptions): ChatPort {
  return {
    connect(sessionToken: string, listener: ChatListener): ChatConnection {
      const app = initializeApp(options.firebase, `hire-chat-${++appCount}`)
      const db = getDatabase(app)
      const stops: Unsubscribe[] = []
      const rooms = new Map<string, RoomParts>()
      const followed = new Map<string, Unsubscribe[]>()
      let me: ChatIdentity | null = null
      let ready = false
      let closed = false
      // Calls made before sign-in finished wait here.
      let queue: (() => void)[] = []
      const whenReady = (run: () => void) => (me && !closed ? run() : queue.push(run))

      const emitRoom = (key: string) => {
        const parts = rooms.get(key)
        if (!me || !parts) return
        const entry = toEntry(key, parts, me.userId)
        if (!entry) return
        if (ready) listener.inbox(entry)
        else maybeReady()
      }

      const maybeReady = () => {
        const who = me
        if (ready || !who) return
        const entries = [...rooms.entries()].map(([key, parts]) => toEntry(key, parts, who.userId))
        if (entries.some((entry) => entry === null)) return
        ready = true
        listener.status('online')
        listener.ready(who.userId, entries as InboxEntry[])
      }

      const watchRoom = (key: string, entry: FirebaseInboxEntry) => {
        const known = rooms.get(key)
        if (known) {
          known.entry = entry
          emitRoom(key)
          return
        }
        const parts: RoomParts = { entry, stop: [] }
        rooms.set(key, parts)
        const watch = (path: string, keep: (snapshot: DataSnapshot) => void) =>
          parts.stop.push(
            onValue(ref(db, path), (snapshot) => {
              keep(snapshot)
              emitRoom(key)
            }),
          )
        watch(paths.item(entry.roomId), (s) => {
          parts.item = (s.val() as FirebaseItem | null) ?? undefined
        })
        watch(paths.roomInfo(entry.roomId), (s) => {
          parts.info = (s.val() as FirebaseRoomInfo | null) ?? undefined
        })
        watch(paths.lastMessage(entry.roomId), (s) => {
          parts.last = (s.val() as LastMessage | null) ?? null
        })
      }

      const start = async () => {
        listener.status('connecting')
        const who = await options.identify(sessionToken)
        await signIn(app, db, options, who)
        if (closed) return
        me = who
        stops.push(
          onValue(
            ref(db, paths.inbox(who.userId)),
            (snapshot) => {
              const inbox = (snapshot.val() ?? {}) as Record<string, FirebaseInboxEntry>
              for (const [key, entry] of Object.entries(inbox)) watchRoom(key, entry)
              maybeReady()
            },
            () => listener.status('refused'),
          ),
        )
        stops.push(
          onValue(ref(db, '.info/connected'), (snapshot) => {
            // The SDK reconnects and resyncs by itself, and keeps writes made meanwhile.
            if (ready) listener.status(snapshot.val() ? 'online' : 'offline')
          }),
        )
        const waiting = queue
        queue = []
        for (const run of waiting) run()
      }
      start().catch(() => listener.status('refused'))

      const subscribe = (roomId: string) => {
        if (followed.has(roomId) || !me) return
        const seen = new Set<string>()
        const messages = ref(db, paths.messages(roomId))
        const refused = (error: Error) =>
          listener.failed({ type: 'error', status: 403, message: error.message, roomId })
        const unsubs: Unsubscribe[] = []
        followed.set(roomId, unsubs)
        // The whole room once as history, then each new message as it lands.
        unsubs.push(
          onValue(
            messages,
            (snapshot) => {
              const list = Object.values((snapshot.val() ?? {}) as Record<string, ChatMessage>)
              for (const message of list) seen.add(message.messageId)
              listener.history(roomId, list)
              unsubs.push(
                onChildAdded(messages, (child) => {
                  const message = child.val() as ChatMessage
                  if (seen.has(message.messageId)) return
                  seen.add(message.messageId)
                  listener.message(roomId, message)
                }),
              )
            },
            refused,
            { onlyOnce: true },
          ),
        )
      }

      const send: ChatConnection['send'] = (roomId, outgoing) => {
        whenReady(() => void deliver(roomId, outgoing))
        return true
      }

      const deliver = async (roomId: string, outgoing: Parameters<ChatConnection['send']>[1]) => {
        const mine = me
        const side = mine && sides(roomId, mine.userId)
        if (!mine || !side) return
        const fail = (message: string) =>
          listener.failed({
            type: 'error',
            status: 403,
            message,
            messageId: outgoing.messageId,
            roomId,
          })
        const message = {
          seq: serverTimestamp(),
          isBlock: false,
          isDeleted: false,
          mediaDuration: 0,
          mediaUrl: outgoing.mediaUrl ?? '',
          messageCaption: outgoing.messageCaption ?? '',
          messageId: outgoing.messageId,
          messageRoomId: roomId,
          messageStatus: 'send',
          messageText: outgoing.messageText ?? '',
          messageTimestamp: serverTimestamp(),
          messageType: outgoing.messageType,
          progress: 100,
          receiverId: side.other,
          senderId: mine.userId,
          thumbnail: outgoing.thumbnail ?? '',
        }
        try {
          // Claim the id: a second send of the same message stores and counts nothing.
          const claim = await runTransaction(
            ref(db, paths.message(roomId, outgoing.messageId)),
            (current) => (current === null ? message : undefined),
            { applyLocally: false },
          )
          const stored = claim.snapshot.val() as ChatMessage
          if (claim.committed) {
            await update(ref(db), {
              [paths.lastMessage(roomId)]: {
                messageTimestamp: stored.messageTimestamp,
                messageText: stored.messageText,
                messageType: stored.messageType,
                senderId: mine.userId,
              },
              [`${paths.roomInfo(roomId)}/chatLastUpdate`]: stored.messageTimestamp,
              [`${paths.roomInfo(roomId)}/chatLastUpdates/${mine.userId}`]: stored.messageTimestamp,
              [`${paths.inboxEntry(side.other, inboxKeyOf(mine.userId, side.itemId))}/unreadMessages`]:
                increment(1),
            })
          }
          listener.ack(outgoing.messageId, stored.seq)
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error))
        }
      }

      const read: ChatConnection['read'] = (roomId) => {
        whenReady(() => {
          const side = me && sides(roomId, me.userId)
          if (!me || !side) return
          listener.read(roomId)
          void set(ref(db, `${paths.inboxEntry(me.userId, side.key)}/unreadMessages`), 0).catch(
            () => {},
          )
        })
        return true
      }

      const open: NonNullable<ChatConnection['open']> = (entry) => {
        whenReady(() => {
          const mine = me
          if (!mine) return
          const info = paths.roomInfo(entry.roomId)
          const now = Date.now()
          void update(ref(db), {
            [`${info}/chatRoomType`]: 'single',
            [`${info}/chatRoomMembers/${mine.userId}`]: {
              memberDelete: false,
              memberJoin: now,
              memberLeave: 0,
              name: mine.name,
              profilePicture: mine.profilePicture,
            },
            [`${info}/chatRoomMembers/${entry.otherUserId}`]: {
              memberDelete: false,
              memberJoin: now,
              memberLeave: 0,
              name: entry.otherUser.name,
              profilePicture: entry.otherUser.profilePicture,
            },
            [paths.item(entry.roomId)]: entry.item,
            [`${paths.inboxEntry(mine.userId, entry.key)}/itemId`]: entry.itemId,
            [`${paths.inboxEntry(mine.userId, entry.key)}/roomId`]: entry.roomId,
            [`${paths.inboxEntry(entry.otherUserId, inboxKeyOf(mine.userId, entry.itemId))}/itemId`]:
              entry.itemId,
            [`${paths.inboxEntry(entry.otherUserId, inboxKeyOf(mine.userId, entry.itemId))}/roomId`]:
              entry.roomId,
          }).catch((error: Error) =>
            listener.failed({ type: 'error', status: 403, message: error.message }),
          )
        })
      }

      return {
        subscribe: (roomId) => whenReady(() => subscribe(roomId)),
        send,
        read,
        open,
        close() {
          closed = true
          queue = []
          for (const stop of stops) stop()
          for (const parts of rooms.values()) for (const stop of parts.stop) stop()
          for (const unsubs of followed.values()) for (const stop of unsubs) stop()
          void deleteApp(app)
        },
      }
    },
  }
}
