/**
 * `<hire-bookings>`: the signed-in hirer's bookings for partner pages: the Current and
 * History lists with search and carbon points, and a booking's detail.
 *
 * @tag hire-bookings
 * @summary The hirer's bookings: Current and History lists, carbon points and a booking's detail with its actions.
 *
 * @attr {'current' | 'history' | 'detail'} view - Which screen to show first: current (default), history or detail. Current and History then switch in place.
 * @attr {string} booking-id - With view="detail": the booking to show; without one the Current list shows.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} view - Same as the view attribute (never reflected).
 * @prop {string | undefined} bookingId - Same as the booking-id attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ bookingId: string }>} hire-booking-open - A booking is opening. Cancelable: call preventDefault() to show it yourself (the widget then stays where it is).
 * @fires {CustomEvent<{ bookingId: string }>} hire-booking-change - 'Request Change' was pressed. Cancelable: call preventDefault() to handle the change yourself.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - A booking could not be loaded (the widget returns to the Current list after 1 s), or the widget failed.
 *
 * @csspart side - The side navigation with the tabs and the carbon card.
 * @csspart tab - The Current and History links.
 * @csspart carbon - The carbon-points card.
 * @csspart list - The list with its search box.
 * @csspart search - The search box.
 * @csspart card - One booking card.
 * @csspart card-action - A card's action link.
 * @csspart empty - The empty list message with its Discover link.
 * @csspart error - A load error.
 * @csspart detail - The booking detail.
 * @csspart main-action - The detail's main button.
 * @csspart request-change - The 'Request Change' button.
 * @csspart settings - The settings menu button.
 * @csspart settings-menu - The settings menu.
 * @csspart contact-supplier - The 'Contact Supplier' link.
 * @csspart guest - The sign-in prompt shown to a guest.
 * @csspart dialog - The carbon information dialog.
 * @csspart toast - The toast message (also toast-error, toast-success).
 * @csspart offline - The offline card.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Main buttons, the chosen tab and focus ring.
 * @cssprop [--hire-color-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Dates, hints and the supplier's details.
 * @cssprop [--hire-color-surface=#ffffff] - Card, menu and dialog backgrounds.
 * @cssprop [--hire-color-subtle=#f1f4f8] - Image placeholders, tags and skeletons.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { BookingsWidget, type BookingsWidgetProps } from './BookingsWidget.tsx'

export const HireBookingsElement = defineWidget(
  'hire-bookings',
  BookingsWidget,
  { view: 'string', bookingId: 'string' },
  { minHeight: '32rem' },
)

export type HireBookingsElement = WidgetElement<BookingsWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-bookings': HireBookingsElement
  }
}
