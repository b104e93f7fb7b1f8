/**
 * `<hire-inbox>`: chat rooms and threads between hirers and suppliers, live (also the
 * home page's small chat widget with `compact`).
 *
 * @tag hire-inbox
 * @summary Chat rooms and live threads about an item, with pictures.
 *
 * @attr {string} item-id - Opens (or creates) the room about this item and lands in it.
 * @attr {string} other-user-id - With item-id: the person to write to (a supplier writing to a hirer).
 * @attr {string} booking-id - Opens the room of this booking's hirer and supplier.
 * @attr {boolean} compact - The small home widget: room list and thread only.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} itemId - Same as the item-id attribute.
 * @prop {string | undefined} otherUserId - Same as the other-user-id attribute.
 * @prop {string | undefined} bookingId - Same as the booking-id attribute.
 * @prop {boolean | undefined} compact - Same as the compact attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used, or the widget failed.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Send button, unread badges, links, focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Times and hints.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { InboxWidget, type InboxWidgetProps } from './InboxWidget.tsx'

export const HireInboxElement = defineWidget(
  'hire-inbox',
  InboxWidget,
  { itemId: 'string', otherUserId: 'string', bookingId: 'string', compact: 'boolean' },
  { minHeight: '20rem' },
)

export type HireInboxElement = WidgetElement<InboxWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-inbox': HireInboxElement
  }
}
