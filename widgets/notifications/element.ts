/**
 * `<hire-notifications>`: the bell with the 3 latest unread notifications, the full list
 * (`view="page"`, 12 a page) or the redirect of /notificationhandler (`view="handler"`).
 *
 * @tag hire-notifications
 * @summary The notification bell, the notification list and the notification redirect.
 *
 * @attr {string} view - bell (default), page or handler.
 * @attr {string} type - The notification type ('handler').
 * @attr {string} booking-id - The booking it is about ('handler').
 * @attr {string} item-id - The item it is about ('handler').
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} view - Same as the view attribute.
 * @prop {string | undefined} type - Same as the type attribute.
 * @prop {string | undefined} bookingId - Same as the booking-id attribute.
 * @prop {string | undefined} itemId - Same as the item-id attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used, or the widget failed.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Links and focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Dates and hints.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { NotificationsWidget, type NotificationsWidgetProps } from './NotificationsWidget.tsx'

export const HireNotificationsElement = defineWidget(
  'hire-notifications',
  NotificationsWidget,
  { view: 'string', type: 'string', bookingId: 'string', itemId: 'string' },
  { minHeight: '44px' },
)

export type HireNotificationsElement = WidgetElement<NotificationsWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-notifications': HireNotificationsElement
  }
}
