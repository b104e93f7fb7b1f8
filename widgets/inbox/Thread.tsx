/**
 * One room: header (tag, title, 'Visit Supplier Profile', or for the item's supplier 'Visit
 * Hirer Profile', the person they talk to), the messages with date
 * separators (text shown as text, pictures 100 px high that open full size), and the
 * composer (never sends whitespace; 'Uploading...' while a picture goes up).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type InboxEntry, chatMessages as texts } from '../../shared/contract/chat/chat.ts'
import {
  chatTime,
  decodeText,
  isSendable,
  withDateSeparators,
} from '../../shared/domain/chat/messages.ts'
import { chatTag } from '../../shared/domain/chat/rooms.ts'
import { retry, sendImage, sendText, type ThreadMessage } from '../../shared/stores/chat/chat.ts'
import { iconProps } from '../ui/icons.tsx'

export function Thread(props: {
  room: InboxEntry
  messages: ThreadMessage[]
  me: string
  upload: number | null
  siteUrl: string
  /** inside a page section (the home widget): the room's title is a level lower */
  compact?: boolean
}) {
  const { room, me, upload } = props
  const [text, setText] = useState('')
  const [large, setLarge] = useState<string | null>(null)
  const log = useRef<HTMLDivElement>(null)
  const viewer = useRef<HTMLDialogElement>(null)
  // A modal dialog sits in the browser's top layer: above the header, menus and any other
  // widget on the page, with focus kept inside and Escape closing it.
  useEffect(() => {
    const dialog = viewer.current
    if (large && dialog && !dialog.open) dialog.showModal?.()
  }, [large])
  const Title = props.compact ? 'h3' : 'h2'
  const tag = chatTag(room.item.supplierUserId, me)
  const listing = tag === 'Listing'
  const profileId = listing ? room.otherUserId : room.item.supplierUserId
  const count = props.messages.length

  useEffect(() => {
    if (count >= 0) log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [count])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (upload !== null || !isSendable(text)) return
    if (sendText(text)) setText('')
  }
  const rows = withDateSeparators(props.messages)
  return (
    <section className="hire-inbox__thread" aria-label={`Chat about ${room.item.itemTitle}`}>
      <header className="hire-inbox__head">
        <span className="hire-inbox__tag">{tag}</span>
        <Title className="hire-inbox__title">{room.item.itemTitle}</Title>
        <a href={`${props.siteUrl}/supplier/profile/${encodeURIComponent(profileId)}`}>
          {listing ? 'Visit Hirer Profile' : 'Visit Supplier Profile'}
        </a>
      </header>
      {/* Scrolls on its own: keyboard users reach it with Tab and scroll with the arrows. */}
      <div
        className="hire-inbox__log"
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
      >
        <ol className="hire-inbox__msgs">
          {rows.map((row, index) =>
            row.kind === 'date' ? (
              <li key={`d${index}`} className="hire-inbox__date">
                {row.label}
              </li>
            ) : (
              <li
                key={row.message.messageId}
                className={`hire-inbox__msg${row.message.senderId === me ? ' hire-inbox__msg--mine' : ''}`}
              >
                {row.message.messageType === 'image' ? (
                  <button
                    type="button"
                    className="hire-inbox__pic"
                    onClick={() => setLarge(row.message.mediaUrl)}
                  >
                    <img
                      src={row.message.mediaUrl}
                      alt="Sent in the chat (open full size)"
                      height="100"
                    />
                  </button>
                ) : (
                  <p>{decodeText(row.message.messageText)}</p>
                )}
                <time>{chatTime(row.message.messageTimestamp)}</time>
                {row.message.delivery === 'pending' && (
                  <span className="hire-inbox__state">Sending…</span>
                )}
                {row.message.delivery === 'failed' && (
                  <button
                    type="button"
                    className="hire-inbox__retry"
                    onClick={() => retry(row.message.messageId)}
                  >
                    {texts.failed}
                  </button>
                )}
              </li>
            ),
          )}
        </ol>
      </div>
      <form className="hire-inbox__composer" onSubmit={submit}>
        <label className="hire-inbox__sr" htmlFor="hire-inbox-text">
          Message
        </label>
        <input
          id="hire-inbox-text"
          value={text}
          maxLength={2000}
          autoComplete="off"
          placeholder="Type a message"
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
        />
        <label className="hire-inbox__attach">
          <span className="hire-inbox__sr">Send a picture</span>
          <CameraIcon />
          <input
            type="file"
            accept="image/*"
            disabled={upload !== null}
            onChange={(event) => {
              const input = event.target as HTMLInputElement
              const file = input.files?.[0]
              input.value = ''
              if (file) void sendImage(file)
            }}
          />
        </label>
        <button type="submit" disabled={upload !== null || !isSendable(text)}>
          {upload !== null ? texts.uploading : 'Send'}
        </button>
        {upload !== null && (
          <progress
            className="hire-inbox__progress"
            max={100}
            value={upload}
            aria-label="Upload progress"
          />
        )}
      </form>
      {large && (
        <dialog
          className="hire-inbox__large"
          ref={viewer}
          aria-label="Photo"
          onClose={() => setLarge(null)}
        >
          <img src={large} alt="Sent in the chat, full size" />
          <button type="button" onClick={() => viewer.current?.close()}>
            Close
          </button>
        </dialog>
      )}
    </section>
  )
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  )
}
