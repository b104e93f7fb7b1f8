/**
 * The header's Messages link beside the bell, for signed-in users: a link to /user/chat
 * with the number of chats holding unread messages ("Messages, 2 unread"). It reads the
 * page's one chat store (shared/stores/chat), so with the home chat or /user/chat on the
 * page there is still one connection. HeaderAccount imports this module only once a user
 * is signed in: a guest downloads none of the chat code and opens no connection.
 */

import { $chat } from '../../shared/stores/chat/chat.ts'
import { LineIcon } from '../../widgets/notifications/Bell.tsx'
import { useStore } from '../../widgets/runtime/use-store.ts'

export const chatHref = '/user/chat'

/** 'Messages' or 'Messages, 2 unread': the link's accessible name. */
export function messagesLabel(unreadChats: number): string {
  return unreadChats > 0 ? `Messages, ${unreadChats} unread` : 'Messages'
}

export default function HeaderChat() {
  const { rooms } = useStore($chat)
  const unreadChats = rooms.filter((room) => room.unreadMessages > 0).length
  const here = typeof location !== 'undefined' && location.pathname === chatHref
  return (
    <a
      className="header-chat"
      href={chatHref}
      aria-label={messagesLabel(unreadChats)}
      aria-current={here ? 'page' : undefined}
    >
      <LineIcon d="M4 5h16v11H9l-5 4V5Z" />
      {unreadChats > 0 && (
        <span className="hire-bell__badge" aria-hidden="true">
          {unreadChats > 99 ? '99+' : unreadChats}
        </span>
      )}
    </a>
  )
}
