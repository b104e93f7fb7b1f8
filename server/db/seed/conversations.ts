/**
 * Plays the planned chats through the chat's own services, as the two people would have:
 * the opener opens the room (the supplier only with someone who booked or asked, or the
 * room rules refuse and the seed fails), each message is sent at its time, and a person
 * reads the room before writing in it; at the end everyone has read it but the receiver of
 * its last unread messages.
 */
import { encodeText } from '../../../shared/domain/chat/messages.ts'
import { markRoomRead, sendMessage } from '../../services/chat/messages.ts'
import { openRoom } from '../../services/chat/rooms.ts'
import type { Db } from '../connect.ts'
import { type Conversation, unreadOf } from './plan/conversations.ts'

export async function playConversations(tx: Db, conversations: Conversation[]): Promise<void> {
  for (const conversation of conversations) {
    const [first] = conversation.messages
    const { room } = await openRoom(tx, {
      userId: conversation.creatorId,
      itemId: conversation.itemId,
      otherUserId: conversation.otherId,
      at: first?.at,
    })
    // who has messages they have not read yet
    const behind = new Set<string>()
    for (const message of conversation.messages) {
      if (behind.delete(message.senderId)) await markRoomRead(tx, room.id, message.senderId)
      await sendMessage(tx, {
        room,
        senderId: message.senderId,
        message: {
          messageId: message.messageId,
          messageType: 'text',
          messageText: encodeText(message.text),
          messageCaption: '',
          mediaUrl: '',
          thumbnail: '',
        },
        now: message.at,
      })
      behind.add(message.receiverId)
    }
    for (const member of behind) {
      if (unreadOf(conversation, member) === 0) await markRoomRead(tx, room.id, member)
    }
  }
}
