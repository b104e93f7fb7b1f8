/**
 * `<hire-item>`: the detail of one hire item (media, prices, pick-up, supplier, questions,
 * carbon credits, related items) for partner pages.
 *
 * @tag hire-item
 * @summary Item detail: media, prices, pick-up, supplier card, questions, carbon credits and related items.
 *
 * @attr {string} item-id - The item's id; an unknown id shows 'Item not exist'.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} itemId - Same as the item-id attribute (never reflected).
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be read, or the widget failed.
 *
 * @csspart dialog - The questions, answer and carbon credits dialogs.
 * @csspart toast - The toast message (also toast-error, toast-success).
 * @csspart offline - The offline card.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Primary buttons and focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Secondary text.
 * @cssprop [--hire-color-surface=#ffffff] - Backgrounds of cards and dialogs.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { ItemWidget, type ItemWidgetProps } from './ItemWidget.tsx'

export const HireItemElement = defineWidget(
  'hire-item',
  ItemWidget,
  { itemId: 'string' },
  { minHeight: '32rem' },
)

export type HireItemElement = WidgetElement<ItemWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-item': HireItemElement
  }
}
