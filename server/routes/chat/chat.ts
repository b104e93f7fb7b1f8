/**
 * Chat over HTTP, beside the realtime channel (spec part 2 section 7): open a room about
 * an item, list my rooms, read a room's history, reset my unread counter, send a message
 * (the realtime channel sends the same way) and POST /user/send-chat-Notification. Chat
 * images go up through POST /media-upload (its answer carries the url). Members only: 403.
 */
import {
  type ChatHistoryData,
  type ChatRoomsData,
  chatCalls,
  chatLimits,
  type InboxEntry,
  chatMessages as texts,
} from '../../../shared/contract/chat/chat.ts'
import {
  chatNotificationBody,
  historyQuery,
  openRoomBody,
  roomBody,
  roomParams,
  sendMessageBody,
} from '../../../shared/contract/chat/schemas.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { history, markRoomRead, sendOnce } from '../../services/chat/messages.ts'
import { toMessage } from '../../services/chat/records.ts'
import {
  inboxEntryOf,
  inboxOf,
  openRoom,
  otherMemberOf,
  requireMember,
} from '../../services/chat/rooms.ts'
import { notify } from '../../services/notifications/notify.ts'
import { inTransaction } from '../../services/transactions.ts'

export function chatRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    chatCalls.openRoom,
    { body: openRoomBody, notFound: texts.roomNotFound },
    async ({ c, caller: { userId }, body }): Promise<InboxEntry | null> => {
      const { room } = await inTransaction(deps.db, (tx) => openRoom(tx, { userId, ...body }))
      return inboxEntryOf(deps.db, room.id, userId, absoluteUrls(c, deps))
    },
  )

  calls.user(chatCalls.rooms, {}, async ({ c, caller }): Promise<ChatRoomsData> => {
    return { list: await inboxOf(deps.db, caller.userId, absoluteUrls(c, deps)) }
  })

  calls.user(
    chatCalls.messages,
    { params: roomParams, query: historyQuery },
    async ({ c, caller, params: { roomId }, query }): Promise<ChatHistoryData> => {
      const room = await requireMember(deps.db, roomId, caller.userId)
      const rows = await history(deps.db, {
        roomId,
        after: query.after,
        limit: query.limit ?? chatLimits.historyPage,
      })
      const absolute = absoluteUrls(c, deps)
      return { list: rows.map((row) => toMessage(row, absolute)), lastSeq: room.lastSeq }
    },
  )

  calls.user(
    chatCalls.read,
    { body: roomBody },
    async ({ caller: { userId }, body: { roomId } }) => {
      await inTransaction(deps.db, async (tx) => {
        await requireMember(tx, roomId, userId)
        await markRoomRead(tx, roomId, userId)
      })
      return { roomId, unreadMessages: 0 }
    },
  )

  calls.user(chatCalls.send, { body: sendMessageBody }, async ({ c, caller, body }) => {
    const { row } = await sendOnce(deps.db, deps.ports.mediaStorage, {
      roomId: body.roomId,
      senderId: caller.userId,
      message: body.message,
      now: deps.now(),
    })
    return toMessage(row, absoluteUrls(c, deps))
  })

  calls.user(
    chatCalls.notify,
    { body: chatNotificationBody },
    async ({ caller: { userId }, body }) => {
      await inTransaction(deps.db, async (tx) => {
        const room = await requireMember(tx, body.roomId, userId)
        if (otherMemberOf(room, userId) !== body.toId) throw badRequest(texts.wrongReceiver)
        if (room.itemId !== body.itemId) throw badRequest(texts.recordNotFound)
        await notify(tx, {
          to: body.toId,
          from: userId,
          type: 'MESSAGE',
          itemId: body.itemId,
          roomId: body.roomId,
        })
      })
      return {}
    },
  )
}
