/**
 * The search bar's first paint without the framework: the markup SearchWidget's first
 * render produces (same elements, classes, parts, labels and styles, both layouts until the
 * container query or a forced `layout` picks one), so nothing moves when the full widget
 * takes over. `first-paint.test.ts` checks it against the full widget's render.
 */
import { parsePrefill } from '../../shared/domain/catalogue/prefill.ts'
import { formatDayRange, formatFullDay } from '../../shared/format/days.ts'
import { ownTextStyles } from '../../shared/format/text-styles.ts'
import { hostStyles } from '../runtime/host-styles.ts'
import uiCss from '../ui/ui.css?inline'
import { prefillRange } from './prefill-range.ts'
import searchCss from './search.css?inline'

/** Reserved before and while the widget renders: the bar's own height. */
export const searchMinHeight = '4.75rem'

interface BarState {
  activity: string
  destination: string
  /** epoch milliseconds at local midnight */
  start: number
  end: number
  layout?: 'wide' | 'compact'
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char] ?? char)

const svg = (shapes: string) =>
  `<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false">${shapes}</svg>`

/** icons.tsx: LocateIcon and SearchIcon. */
const locateIcon = svg(
  '<circle cx="12" cy="12" r="7"></circle><circle cx="12" cy="12" r="2.5"></circle><path d="M12 2v3M12 19v3M2 12h3M19 12h3"></path>',
)
const searchIcon = svg('<circle cx="11" cy="11" r="7"></circle><path d="m20 20-4-4"></path>')

/** ui/combobox/ComboboxField.tsx, closed; `field`: the input's name (a plain submit's parameter). */
function combobox(
  id: string,
  name: string,
  field: string,
  placeholder: string,
  value: string,
  extra: { busy?: boolean; actions?: string },
): string {
  const key = name.toLowerCase()
  return `<div class="hire-field hire-combobox hire-field-${key}" part="field field-${key}"><label class="hire-field-label" for="${id}-input">${name}</label><input id="${id}-input" class="hire-field-input" part="input" type="text" name="${field}" role="combobox" autocomplete="off" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-listbox"${extra.busy ? ' aria-busy="true"' : ''} placeholder="${placeholder}" value="${escapeHtml(value)}"><div class="hire-popup" part="popup" hidden="">${extra.actions ?? ''}<div role="status"></div><div role="listbox" id="${id}-listbox" aria-label="${name}" part="listbox" class="hire-listbox"></div></div></div>`
}

/** The element's props as the full widget first renders them: the valid prefill, a known layout. */
function barState(props: Record<string, unknown>): BarState {
  const { activity, destination, startDate, endDate, layout } = props as Record<
    string,
    string | undefined
  >
  const { prefill } = parsePrefill('hire-search', { activity, destination, startDate, endDate })
  return {
    activity: prefill.activity ?? '',
    destination: prefill.destination ?? '',
    ...prefillRange(prefill),
    layout: layout === 'wide' || layout === 'compact' ? layout : undefined,
  }
}

/** The bar's markup for a shadow root: the shell's host styles, then SearchWidget's root. */
export function firstPaint(props: Record<string, unknown>): string {
  const state = barState(props)
  const dates = formatDayRange(state.start, state.end)
  const fields = [
    combobox(
      'hire-a',
      'Activities',
      'defaultInputValue',
      'What do you want to do?',
      state.activity,
      { busy: true },
    ),
    combobox('hire-d', 'Destinations', 'address', 'Where are you going?', state.destination, {
      actions: `<div class="hire-popup-actions"><button type="button" class="hire-popup-action" part="action" tabindex="-1">${locateIcon}Use my current location</button></div>`,
    }),
    `<div class="hire-field hire-field-dates" part="field field-dates"><span class="hire-field-label" aria-hidden="true">Date</span><button type="button" class="hire-field-input hire-date-button" part="input" aria-haspopup="dialog" aria-expanded="false" aria-label="Date: ${dates}" aria-describedby="hire-t-full">${dates}</button><span id="hire-t-full" hidden="">${formatFullDay(state.start)} to ${formatFullDay(state.end)}</span></div>`,
    '<button type="submit" class="hire-button hire-button-primary hire-explore" part="explore">Explore</button>',
  ]
  const summary = [state.activity || 'Any activity', state.destination || 'Anywhere', dates]
  const bar = `<form class="hire-search-bar" role="search" aria-label="Search for hire" part="bar">${fields.join('')}</form>`
  const compact = `<button type="button" class="hire-search-compact" part="compact-trigger" aria-haspopup="dialog" aria-label="Search: ${escapeHtml(summary.join(', '))}">${searchIcon}<span class="hire-search-compact-text">${escapeHtml(summary.join(' · '))}</span></button>`
  return [
    `<style>${hostStyles(searchMinHeight) + ownTextStyles}</style>`,
    `<div class="hire-widget hire-search"><style>${uiCss + searchCss}</style><div class="hire-search-frame">`,
    state.layout === 'compact' ? '' : bar,
    state.layout === 'wide' ? '' : compact,
    '</div><div class="hire-toast-region"><div role="alert" aria-live="assertive" aria-atomic="true"></div><div role="status" aria-live="polite" aria-atomic="true"></div></div><div class="hire-layer"></div></div>',
  ].join('')
}
