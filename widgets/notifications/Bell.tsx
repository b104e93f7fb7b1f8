/**
 * The header bell (spec part 1): the unread count, and a menu with the 3 latest unread
 * notifications, 'Mark all as read' and 'View All' (/notification). A disclosure button
 * (aria-expanded) over a list of buttons; Escape, a click outside and Tab out of it close it
 * (focus stays where Tab took it).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { notificationMessages } from '../../shared/contract/notifications/notifications.ts'
import {
  $bell,
  $unread,
  markAllNotificationsRead,
} from '../../shared/stores/notifications/notifications.ts'
import { useStore } from '../runtime/use-store.ts'
import { openNotification, siteHref } from './go.ts'

/** A 24 px line icon in the text colour (the bell, and the header's Messages link). */
export function LineIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function Bell({ className = 'hire-bell' }: { className?: string }) {
  const unread = useStore($unread)
  const bell = useStore($bell)
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const away = (event: Event) => {
      if (!event.composedPath().includes(root.current as EventTarget)) setOpen(false)
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    // Tab out of the menu closes it; focus lost to nothing (a click on its text) does not.
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !root.current?.contains(next)) setOpen(false)
    }
    const node = root.current
    document.addEventListener('pointerdown', away)
    document.addEventListener('keydown', onEscape)
    node?.addEventListener('focusout', leave)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('keydown', onEscape)
      node?.removeEventListener('focusout', leave)
    }
  }, [open])

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <div className={className} ref={root}>
      <button
        ref={button}
        type="button"
        className={`${className}__button`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
      >
        <LineIcon d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4" />
        {unread > 0 && (
          <span className={`${className}__badge`} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={`${id}-menu`} className={`${className}__menu`} hidden={!open}>
        <p className={`${className}__title`} id={`${id}-title`}>
          Notifications
        </p>
        {bell.length === 0 ? (
          <p className={`${className}__empty`}>{notificationMessages.empty}</p>
        ) : (
          <ul aria-labelledby={`${id}-title`} className={`${className}__list`}>
            {bell.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  className={`${className}__item hire-row-button`}
                  onClick={() => openNotification(item)}
                >
                  <strong>{item.title}</strong>
                  <span>{item.message}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={`${className}__actions`}>
          <button
            type="button"
            className={`${className}__link`}
            disabled={unread === 0}
            onClick={() => void markAllNotificationsRead().catch(() => {})}
          >
            {notificationMessages.markAll}
          </button>
          <a className={`${className}__link`} href={siteHref('/notification')}>
            {notificationMessages.viewAll}
          </a>
        </div>
      </div>
    </div>
  )
}
