/**
 * Chat over HTTP, beside the realtime channel (spec part 2 section 7): open a room about
 * an item, list my rooms, read a room's history, reset my unread counter, send a message
 * (the realtime channel sends the same way) and POST /user/send-chat-Notification. Chat
 * images go up through POST /media-upload (its answer carries the url). Members only: 403.
 */
import { Hono } from 'hono'
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
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readParams, readQuery } from '../../http/validate.ts'
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

export function chatRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(chatCalls.openRoom.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, openRoomBody)
    const { room } = await inTransaction(deps.db, (tx) => openRoom(tx, { userId, ...body }))
    const entry = await inboxEntryOf(deps.db, room.id, userId, absoluteUrls(c, deps))
    if (!entry) throw notFound(texts.roomNotFound)
    return ok<InboxEntry>(c, entry)
  })

  routes.get(chatCalls.rooms.path, async (c) => {
    const { userId } = userAccess(c)
    return ok<ChatRoomsData>(c, { list: await inboxOf(deps.db, userId, absoluteUrls(c, deps)) })
  })

  routes.get(chatCalls.messages.path, async (c) => {
    const { userId } = userAccess(c)
    const { roomId } = readParams(c, roomParams)
    const query = readQuery(c, historyQuery)
    const room = await requireMember(deps.db, roomId, userId)
    const rows = await history(deps.db, {
      roomId,
      after: query.after,
      limit: query.limit ?? chatLimits.historyPage,
    })
    const absolute = absoluteUrls(c, deps)
    return ok<ChatHistoryData>(c, {
      list: rows.map((row) => toMessage(row, absolute)),
      lastSeq: room.lastSeq,
    })
  })

  routes.put(chatCalls.read.path, async (c) => {
    const { userId } = userAccess(c)
    const { roomId } = await readBody(c, roomBody)
    await inTransaction(deps.db, async (tx) => {
      await requireMember(tx, roomId, userId)
      await markRoomRead(tx, roomId, userId)
    })
    return ok(c, { roomId, unreadMessages: 0 })
  })

  routes.post(chatCalls.send.path, async (c) => {
    const { userId } = userAccess(c)
    const { roomId, message } = await readBody(c, sendMessageBody)
    const { row } = await sendOnce(deps.db, deps.ports.mediaStorage, {
      roomId,
      senderId: userId,
      message,
      now: deps.now(),
    })
    return ok(c, toMessage(row, absoluteUrls(c, deps)))
  })

  routes.post(chatCalls.notify.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, chatNotificationBody)
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
    return ok(c, {})
  })

  return routes
}
