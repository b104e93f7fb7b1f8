/**
 * /notification (spec part 1): newest first, 12 a page with infinite scroll (a sentinel
 * loads the next page; the 'Load more' button does the same without scrolling), 'Mark all
 * as read' once there is something to mark, and 'You have no new notifications' when there
 * is nothing. A page that fails to load says why, with Retry.
 */
import { useEffect } from 'react'
import { notificationMessages } from '../../shared/contract/notifications/notifications.ts'
import { lazily } from '../../shared/format/lazily.ts'
import {
  $notificationPage,
  $unread,
  loadMoreNotifications,
  markAllNotificationsRead,
} from '../../shared/stores/notifications/notifications.ts'
import { useStore } from '../runtime/use-store.ts'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { useLoadOnScroll } from '../ui/use-load-on-scroll.ts'
import { openNotification } from './go.ts'

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
)

export function NotificationList() {
  const page = useStore($notificationPage)
  const unread = useStore($unread)
  const sentinel = useLoadOnScroll(!page.done, loadMoreNotifications)

  useEffect(() => {
    if ($notificationPage.get().pageNo === 0) void loadMoreNotifications()
  }, [])

  const empty = page.pageNo > 0 && page.list.length === 0 && !page.loading
  // No heading of its own: the page it sits on names it (the site's h1 'Notifications', a
  // partner's heading), so a screen reader hears the name once.
  return (
    <section className="hire-notes" aria-label="Notifications">
      {page.list.length > 0 && (
        <div className="hire-notifications__head">
          <button
            type="button"
            className="hire-notifications__all"
            disabled={unread === 0 && page.list.every((item) => item.isRead)}
            onClick={() => void markAllNotificationsRead().catch(() => {})}
          >
            {notificationMessages.markAll}
          </button>
        </div>
      )}
      {empty && <p className="hire-notifications__empty">{notificationMessages.empty}</p>}
      {page.error && (
        <RetryAlert
          className="hire-notifications__error"
          message={page.error}
          onRetry={() => void loadMoreNotifications()}
        />
      )}
      <ul className="hire-notifications__list" aria-busy={page.loading}>
        {page.list.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              className={`hire-notifications__item hire-row-button${item.isRead ? '' : ' hire-notifications__item--unread'}`}
              onClick={() => openNotification(item)}
            >
              {item.item?.media[0]?.url ? (
                <img src={item.item.media[0].url} alt="" width="56" height="56" />
              ) : (
                <span className="hire-notifications__placeholder" aria-hidden="true" />
              )}
              <span className="hire-notifications__text">
                <strong>{item.title}</strong>
                <span>{item.message}</span>
                <time dateTime={item.created}>{dateFormat().format(new Date(item.created))}</time>
              </span>
              {!item.isRead && <span className="hire-notifications__dot">Unread</span>}
            </button>
          </li>
        ))}
      </ul>
      {page.loading && <p className="hire-notifications__loading">Loading…</p>}
      <div ref={sentinel} />
      {!page.done && !page.loading && !page.error && page.pageNo > 0 && (
        <button
          type="button"
          className="hire-notifications__more"
          onClick={() => void loadMoreNotifications()}
        >
          Load more
        </button>
      )}
    </section>
  )
}
