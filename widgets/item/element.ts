/**
 * `<hire-item>`: the detail of one hire item (media, prices, pick-up, supplier, questions,
 * carbon credits, related items) for partner pages.
 *
 * @tag hire-item
 * @summary Item detail: media, prices, pick-up, supplier card, questions, carbon credits and related items.
 *
 * @attr {string} item-id - The item's id; an unknown id shows 'Item not exist'.
 * @attr {string} start-date - Prefill: first day of the booking, YYYY-MM-DD (today or later).
 * @attr {string} end-date - Prefill: last day, YYYY-MM-DD; the first day when left out.
 * @attr {number | string} units - Prefill: units to hire (with the dates; kept within the item's limits).
 * @attr {number | string} group-size - Prefill: people in the group, for an experience (as units).
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} itemId - Same as the item-id attribute (never reflected).
 * @prop {string | undefined} startDate - Same as the start-date attribute.
 * @prop {string | undefined} endDate - Same as the end-date attribute.
 * @prop {string | undefined} units - Same as the units attribute.
 * @prop {string | undefined} groupSize - Same as the group-size attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used (a bad prefill or theme value is ignored and named in detail.attribute), or the widget failed.
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
import type { ItemWidgetProps } from './ItemWidget.tsx'
import { type ItemPrefillProps, PrefilledItemWidget } from './prefill.tsx'

export const HireItemElement = defineWidget(
  'hire-item',
  PrefilledItemWidget,
  {
    itemId: 'string',
    startDate: 'string',
    endDate: 'string',
    units: 'string',
    groupSize: 'string',
  },
  { minHeight: '32rem' },
)

export type HireItemElement = WidgetElement<ItemWidgetProps & ItemPrefillProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-item': HireItemElement
  }
}
