/**
 * `<hire-inbox>` and the /user/chat island (spec part 2 section 2): rooms on one side, the
 * selected room's thread and its item card on the other; `compact` is the home page's
 * widget. `item-id` (with `other-user-id` for a supplier writing to a hirer) opens or
 * creates that room and lands in it. Everything comes from the page's one chat store.
 */
import { useEffect } from 'react'
import { $config } from '../../shared/config.ts'
import { chatMessages as texts } from '../../shared/contract/chat/chat.ts'
import {
  $chat,
  clearChatError,
  openRoomFor,
  openRoomForBooking,
  selectRoom,
} from '../../shared/stores/chat/chat.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import css from './inbox.css?inline'
import { RoomList } from './RoomList.tsx'
import { Thread } from './Thread.tsx'

export interface InboxWidgetProps {
  itemId?: string
  /** the order's 'Contact': the room of this booking's two people */
  bookingId?: string
  otherUserId?: string
  compact?: boolean
}

export function InboxWidget(props: InboxWidgetProps) {
  const signedIn = useStore($signedIn)
  const chat = useStore($chat)
  const siteUrl = $config.get().siteUrl
  const { itemId, otherUserId, bookingId } = props

  useEffect(() => {
    if (!chat.loaded) return
    if (itemId) void openRoomFor(itemId, otherUserId)
    else if (bookingId) void openRoomForBooking(bookingId)
  }, [chat.loaded, itemId, otherUserId, bookingId])

  useEffect(() => {
    if (!chat.error) return
    const timer = setTimeout(clearChatError, 3000)
    return () => clearTimeout(timer)
  }, [chat.error])

  useEffect(() => {
    // On wide screens the newest room opens by itself.
    if (chat.loaded && !itemId && !bookingId && !chat.selected && chat.rooms[0] && !props.compact) {
      selectRoom(chat.rooms[0].roomId)
    }
  }, [chat.loaded, chat.selected, chat.rooms, itemId, bookingId, props.compact])

  if (!signedIn) return null
  const room = chat.rooms.find((entry) => entry.roomId === chat.selected) ?? null
  const me = chat.userId ?? ''
  return (
    <div className={`hire-inbox${props.compact ? ' hire-inbox--compact' : ''}`}>
      <style>{css}</style>
      {chat.status === 'offline' && (
        <p className="hire-inbox__status" role="status">
          Reconnecting… messages you send now go out when the connection is back.
        </p>
      )}
      {chat.error && (
        <p className="hire-inbox__error" role="alert">
          {chat.error}
        </p>
      )}
      {!chat.loaded ? (
        <p className="hire-inbox__loading" aria-busy="true">
          Loading chats…
        </p>
      ) : chat.rooms.length === 0 ? (
        <div className="hire-inbox__empty">
          <p>{props.compact ? texts.noChatsHome : texts.noChats}</p>
          {!props.compact && <a href={`${siteUrl}/search-result`}>Discover items to hire</a>}
        </div>
      ) : (
        <div className="hire-inbox__layout">
          <RoomList rooms={chat.rooms} selected={chat.selected} me={me} />
          {room ? (
            <>
              <Thread
                room={room}
                messages={chat.threads[room.roomId] ?? []}
                me={me}
                upload={chat.upload}
                siteUrl={siteUrl}
                compact={props.compact}
              />
              {!props.compact && (
                <aside className="hire-inbox__item" aria-label="Item details">
                  {room.item.itemUrl && <img src={room.item.itemUrl} alt="" />}
                  <h3>{room.item.itemTitle}</h3>
                  <a href={`${siteUrl}/equipments/${encodeURIComponent(room.itemId)}`}>View item</a>
                </aside>
              )}
            </>
          ) : (
            <p className="hire-inbox__pick">Choose a chat to read its messages.</p>
          )}
        </div>
      )}
    </div>
  )
}

export default InboxWidget
