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
import type { PropKind } from '../runtime/attributes.ts'
import { define } from '../runtime/define.ts'
import type { WidgetElement } from '../runtime/define-widget.ts'
import { hostStyles, themeAsked } from '../runtime/host-styles.ts'
import { widgetClass } from '../runtime/widget-element.ts'
import { loadOnce } from '../ui/lazy/load-once.ts'
import { firstPaint, searchMinHeight } from './first-paint.ts'
import type { SearchWidgetProps } from './SearchWidget.tsx'
import type { Handover, MountedSearch } from './takeover.ts'

/**
 * Progressive enhancement, as a server-rendered island: the element paints the bar at once
 * without the framework (first-paint.ts), then the full widget (takeover.ts: SearchWidget
 * through the shared runtime) replaces it when the page is idle, or at once on the first
 * pointer down, focus, key or submit. What the visitor did meanwhile (text typed, the field
 * focused and its caret, a button pressed, Explore) is handed over, and `hire-ready` fires
 * once the full widget handles input. `api-base` and `partner` take effect at takeover.
 */
const kinds: Record<string, PropKind> = Object.fromEntries(
  [
    'apiBase',
    'theme',
    'accent',
    'font',
    'partner',
    'resultsUrl',
    'layout',
    'activity',
    'destination',
    'startDate',
    'endDate',
  ].map((prop) => [prop, 'string']),
)

type Takeover = typeof import('./takeover.ts')
// Offline or a stale deployment: the bar stays as painted; the next use tries again.
const loadTakeover = loadOnce(() => import('./takeover.ts'))

const idle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 1000 })
    : (run) => setTimeout(run, 1)

/** Child indexes from `root` down to `node`, to find its twin in the full widget's tree. */
function pathOf(node: Node, root: Node): number[] {
  const path: number[] = []
  for (let at = node; at !== root && at.parentNode; at = at.parentNode) {
    path.unshift(Array.prototype.indexOf.call(at.parentNode.childNodes, at))
  }
  return path
}

/** One element's first paint: what the visitor did on it, and the full widget once mounted. */
interface Bar {
  root: ShadowRoot
  props: Record<string, unknown>
  handover: Handover
  mounted?: MountedSearch
}

const bars = new WeakMap<HTMLElement, Bar>()
const listening = new WeakSet<ShadowRoot>()

/** The bar as the full widget will first render it. */
function paint(bar: Bar): void {
  bar.root.innerHTML = firstPaint(bar.props)
}

function mount(host: HTMLElement, bar: Bar, module: Takeover): void {
  const { root, handover } = bar
  const focused = root.activeElement as HTMLInputElement | null
  if (focused) {
    handover.focus = {
      path: pathOf(focused, root),
      selection:
        focused.localName === 'input' ? [focused.selectionStart, focused.selectionEnd] : null,
    }
  }
  for (const input of root.querySelectorAll('input')) {
    if (input.value !== input.defaultValue) {
      handover.values.push({ path: pathOf(input, root), value: input.value })
    }
  }
  bar.handover = { values: [], touched: true }
  bar.mounted = module.mountSearch(host, root, bar.props, handover)
}

async function takeOver(host: HTMLElement, bar: Bar): Promise<void> {
  if (bar.mounted) return
  let module: Takeover
  try {
    module = await loadTakeover()
  } catch (error) {
    console.error('<hire-search> could not load its full widget.', error)
    return
  }
  if (!bar.mounted && bars.get(host) === bar) mount(host, bar, module)
}

/** Listens on the first paint for the first use (takeover at once) and what to hand over. */
function listen(host: HTMLElement, root: ShadowRoot): void {
  const intent = (event: Event) => {
    const bar = bars.get(host)
    if (!bar || bar.mounted) return
    bar.handover.touched = true
    if (event.type === 'submit') {
      // Explore (or Enter) before the full widget: it submits again once it has taken over.
      event.preventDefault()
      bar.handover.submit = pathOf(event.target as Node, root)
    }
    void takeOver(host, bar)
  }
  for (const name of ['pointerdown', 'focusin', 'keydown', 'submit']) {
    root.addEventListener(name, intent, true)
  }
  root.addEventListener(
    'click',
    (event) => {
      const bar = bars.get(host)
      const target = (event.target as Element | null)?.closest?.('button, input')
      if (!bar || bar.mounted || !target || (target as HTMLButtonElement).type === 'submit') return
      bar.handover.click = pathOf(target, root)
    },
    true,
  )
}

const HireSearch = widgetClass('hire-search', kinds, {
  render(host, root, props, changed) {
    let bar = bars.get(host)
    if (bar?.mounted) {
      bar.mounted.update()
      return
    }
    if (bar && changed === undefined) return
    if (bar) {
      // A changed attribute before the takeover repaints a bar nobody has used yet.
      if (!bar.handover.touched) paint(bar)
      return
    }
    bar = { root, props, handover: { values: [] } }
    bars.set(host, bar)
    const loaded = loadTakeover.loaded()
    if (loaded) {
      mount(host, bar, loaded)
    } else if (themeAsked(props)) {
      // A chosen theme waits for its code in the full widget, as every element does.
      root.innerHTML = `<style>${hostStyles(searchMinHeight)}</style>`
      void takeOver(host, bar)
    } else {
      paint(bar)
      if (!listening.has(root)) listen(host, root)
      listening.add(root)
      idle(() => void takeOver(host, bar))
    }
  },
  unmount(host) {
    bars.get(host)?.mounted?.unmount()
    bars.delete(host)
  },
  apply: (host, prop, value) => loadTakeover.loaded()?.applyPageWide(host, prop, value),
})

export const HireSearchElement = HireSearch as unknown as {
  new (): HireSearchElement
  prototype: HireSearchElement
}
define('hire-search', HireSearch)

export type HireSearchElement = WidgetElement<SearchWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-search': HireSearchElement
  }
}
