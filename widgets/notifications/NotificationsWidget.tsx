/**
 * `<hire-notifications view>`: the bell (default), the /notification list, or the
 * /notificationhandler redirect. Signed-in users only: a guest sees nothing but the prompt.
 */
import type { ReactNode } from 'react'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import { Bell } from './Bell.tsx'
import { Handler } from './Handler.tsx'
import { NotificationList } from './NotificationList.tsx'
import css from './notifications.css?inline'

export interface NotificationsWidgetProps {
  /** bell (default), page or handler */
  view?: string
  type?: string
  bookingId?: string
  itemId?: string
}

export function NotificationsWidget(props: NotificationsWidgetProps) {
  const signedIn = useStore($signedIn)
  let body: ReactNode = null
  if (props.view === 'handler') body = <Handler {...props} />
  else if (!signedIn)
    body = props.view === 'page' ? <p>Please log in to see your notifications.</p> : null
  else body = props.view === 'page' ? <NotificationList /> : <Bell />
  return (
    <div className="hire-notifications">
      <style>{css}</style>
      {body}
    </div>
  )
}

export default NotificationsWidget
