/**
 * `<hire-console>`: the supplier console for partner and supplier pages: orders by tab,
 * requests awaiting review with the badge, an order's detail, returns and the review of
 * the hirer, insurance claims, cancel requests and disputes, and the revenue dashboard.
 *
 * @tag hire-console
 * @summary The supplier console: orders, awaiting requests, returns, insurance, cancel and dispute, revenue.
 *
 * @attr {string} view - orders (default), awaiting, revenue, order, completed-order, return-item, insurance-terms, insurance-form, insurance-submitted, cancel, cancel-answer, dispute, cancel-accepted or cancel-request.
 * @attr {string} booking-id - The order the view is about (order, insurance, cancel and review views).
 * @attr {string} item-id - The returned item ('return-item').
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} view - Same as the view attribute.
 * @prop {string | undefined} bookingId - Same as the booking-id attribute.
 * @prop {string | undefined} itemId - Same as the item-id attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used, or the widget failed.
 *
 * @csspart menu - The side menu.
 * @csspart menu-link - A side menu link (Orders, Awaiting orders, My Revenue).
 * @csspart card - One order card.
 * @csspart empty - 'No orders yet'.
 * @csspart revenue - The total revenue line.
 * @csspart review - The awaiting order's detail dialog.
 * @csspart payout-prompt - The payment-details prompt.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Main buttons, the chosen tab and focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Dates and hints.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { ConsoleWidget, type ConsoleWidgetProps } from './ConsoleWidget.tsx'

export const HireConsoleElement = defineWidget(
  'hire-console',
  ConsoleWidget,
  { view: 'string', bookingId: 'string', itemId: 'string' },
  { minHeight: '32rem' },
)

export type HireConsoleElement = WidgetElement<ConsoleWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-console': HireConsoleElement
  }
}
