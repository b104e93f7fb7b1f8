/**
 * `<hire-listings>`: a grid of item cards for a supplier's or a partner's own page: one
 * supplier's listings, or a search by category and place, with paging.
 *
 * @tag hire-listings
 * @summary A grid of item cards for a supplier or a search, with Load more; cards open the item on the marketplace or inline.
 *
 * @attr {string} supplier-id - Show this supplier's listings, newest first.
 * @attr {string} category-id - Search: only listings of this category (not with supplier-id).
 * @attr {number | string} latitude - With longitude: the point distances are measured from; a search lists the nearest first.
 * @attr {number | string} longitude - With latitude: see latitude.
 * @attr {number | string} limit - Cards per page, 1 to 100; default 12. 'Load more' adds the next page.
 * @attr {boolean} open-inline - A card opens the item in a dialog on this page (as hire-item) instead of on the marketplace.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} supplierId - Same as the supplier-id attribute (never reflected).
 * @prop {string | undefined} categoryId - Same as the category-id attribute.
 * @prop {number | string | undefined} latitude - Same as the latitude attribute.
 * @prop {number | string | undefined} longitude - Same as the longitude attribute.
 * @prop {number | string | undefined} limit - Same as the limit attribute.
 * @prop {boolean | undefined} openInline - Same as the open-inline attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ itemId: string }>} hire-item-open - A card is opening an item. Cancelable: call preventDefault() to open it yourself (the widget then neither navigates nor opens its dialog).
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used (detail.attribute names it), or the widget failed.
 *
 * @csspart grid - The list of cards.
 * @csspart card - One card's list item.
 * @csspart skeletons - The placeholder cards shown while a page loads.
 * @csspart empty - The 'No result found' message.
 * @csspart error - The error message with Retry, or the attribute problems.
 * @csspart load-more - The Load more button.
 * @csspart item-dialog - The dialog an item opens in with open-inline.
 * @csspart dialog - Error, success and confirmation dialogs.
 * @csspart toast - The toast message (also toast-error, toast-success).
 * @csspart offline - The offline card.
 *
 * @cssprop [--hire-listings-card-min=220px] - Narrowest a card may get; the grid fits as many columns as this allows.
 * @cssprop [--hire-listings-gap=16px] - Space between cards.
 * @cssprop [--hire-color-primary=#0b57b5] - Bookmark icon and focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Distance and the empty message.
 * @cssprop [--hire-color-surface=#ffffff] - Card and dialog backgrounds.
 * @cssprop [--hire-color-subtle=#f1f4f8] - Image placeholders, tags and skeletons.
 * @cssprop [--hire-color-border=#c4ccd6] - Card borders.
 * @cssprop [--hire-color-error=#c62828] - Error messages.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { ListingsWidget, type ListingsWidgetProps } from './ListingsWidget.tsx'

export const HireListingsElement = defineWidget(
  'hire-listings',
  ListingsWidget,
  {
    supplierId: 'string',
    categoryId: 'string',
    latitude: 'string',
    longitude: 'string',
    limit: 'string',
    openInline: 'boolean',
  },
  { minHeight: '24rem' },
)

export type HireListingsElement = WidgetElement<ListingsWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-listings': HireListingsElement
  }
}
