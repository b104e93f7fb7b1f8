/**
 * `<hire-search>`: the marketplace search bar (activity, destination, dates, Explore).
 *
 * @tag hire-search
 * @summary Activity typeahead, destination autocomplete, date range and Explore.
 *
 * @attr {string} results-url - Where Explore goes: `<results-url>/search-result?...`. Defaults to the marketplace site.
 * @attr {'wide' | 'compact'} layout - Forces the wide bar or the single-field layout; by default it follows the element's width (600 px or less is compact).
 * @attr {string} activity - Prefill: the activity typed in (Explore matches it to a category, as when a visitor types it).
 * @attr {string} destination - Prefill: a destination, looked up as a place (the first place of that name).
 * @attr {string} start-date - Prefill: first day, YYYY-MM-DD (today or later).
 * @attr {string} end-date - Prefill: last day, YYYY-MM-DD (not before start-date).
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} activity - Same as the activity attribute.
 * @prop {string | undefined} destination - Same as the destination attribute.
 * @prop {string | undefined} startDate - Same as the start-date attribute.
 * @prop {string | undefined} endDate - Same as the end-date attribute.
 * @prop {string | undefined} resultsUrl - Same as the results-url attribute (never reflected).
 * @prop {'wide' | 'compact' | undefined} layout - Same as the layout attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ query: { limit: number; pageNo: number; latitude?: number; longitude?: number; address?: string; categoryId?: string; defaultInputValue?: string; startDate?: number; endDate?: number }; url: string }>} hire-search - Explore pressed. Cancelable: call preventDefault() to stay on the page and use detail.query yourself.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used (a bad prefill or theme value is ignored and named in detail.attribute), or the widget failed.
 *
 * @csspart bar - The wide search bar (a form).
 * @csspart field - Each of the three fields; also field-activities, field-destinations, field-dates.
 * @csspart input - The text inputs and the date button.
 * @csspart popup - The suggestion popup of a field.
 * @csspart listbox - The suggestion list.
 * @csspart option - One suggestion or category tile.
 * @csspart explore - The Explore button.
 * @csspart compact-trigger - The single field shown on narrow widths.
 * @csspart sheet - The panel the single field opens.
 * @csspart calendar-dialog - The date range picker.
 * @csspart calendar - One month grid.
 * @csspart day - One day of a month grid.
 * @csspart dialog - Error, success and confirmation dialogs.
 * @csspart toast - The toast message (also toast-error, toast-success).
 * @csspart offline - The offline card.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Explore button, chosen dates and focus ring.
 * @cssprop [--hire-color-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Secondary text and placeholders.
 * @cssprop [--hire-color-surface=#ffffff] - Backgrounds of the bar, popups and dialogs.
 * @cssprop [--hire-color-subtle=#f1f4f8] - Hover and active backgrounds.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-color-error=#c62828] - Error toasts and messages.
 * @cssprop [--hire-color-success=#1565c0] - Success toasts.
 * @cssprop [--hire-color-focus] - Focus ring (defaults to the primary colour).
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-shadow] - Shadow of the bar, popups and dialogs.
 * @cssprop [--hire-font=inherit] - Font family (inherits the page's by default).
 * @cssprop [--hire-font-size=1rem] - Base font size.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { SearchWidget, type SearchWidgetProps } from './SearchWidget.tsx'

export const HireSearchElement = defineWidget(
  'hire-search',
  SearchWidget,
  {
    resultsUrl: 'string',
    layout: 'string',
    activity: 'string',
    destination: 'string',
    startDate: 'string',
    endDate: 'string',
  },
  { minHeight: '4.75rem' },
)

export type HireSearchElement = WidgetElement<SearchWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-search': HireSearchElement
  }
}
