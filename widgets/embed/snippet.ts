/**
 * The code the snippet builder (/embed) writes: the one script, then the widget inline, as
 * a popup button (`data-hire-*`) or as the floating `<hire-launcher>`, with its prefill,
 * theme, accent and partner code. Pure, so the builder and its tests share it. Values are
 * escaped for an HTML attribute; empty choices are left out.
 */
export type EmbedWidget = 'item' | 'listings' | 'search'
export type EmbedMode = 'inline' | 'popup' | 'floating'

export interface EmbedChoice {
  widget: EmbedWidget
  mode: EmbedMode
  itemId?: string
  supplierId?: string
  categoryId?: string
  startDate?: string
  endDate?: string
  units?: string
  groupSize?: string
  activity?: string
  destination?: string
  theme?: '' | 'light' | 'dark' | 'auto'
  accent?: string
  partner?: string
  /** the popup button's or the launcher's text */
  label?: string
  position?: 'bottom-right' | 'bottom-left'
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The widget's own attributes for a choice, in a stable order, without empty ones. */
export function widgetAttributes(choice: EmbedChoice): [string, string][] {
  const pairs: [string, string | undefined][] = []
  if (choice.widget === 'item') {
    pairs.push(
      ['item-id', choice.itemId],
      ['start-date', choice.startDate],
      ['end-date', choice.endDate],
      ['units', choice.units],
      ['group-size', choice.groupSize],
    )
  } else if (choice.widget === 'listings') {
    pairs.push(['supplier-id', choice.supplierId], ['category-id', choice.categoryId])
  } else {
    pairs.push(
      ['activity', choice.activity],
      ['destination', choice.destination],
      ['start-date', choice.startDate],
      ['end-date', choice.endDate],
    )
  }
  pairs.push(['theme', choice.theme], ['accent', choice.accent], ['partner', choice.partner])
  return pairs
    .map(([name, value]) => [name, value?.trim() ?? ''] as [string, string])
    .filter(([, value]) => value !== '')
}

const tags: Record<EmbedWidget, string> = {
  item: 'hire-item',
  listings: 'hire-listings',
  search: 'hire-search',
}

const joined = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')

/** The markup without the script: what the builder's live preview renders. */
export function widgetMarkup(choice: EmbedChoice): string {
  const attributes = widgetAttributes(choice)
  const label = choice.label?.trim() || (choice.widget === 'search' ? 'Search' : 'Book now')
  if (choice.mode === 'popup') {
    // The kind attribute carries the id: data-hire-item="ID", data-hire-listings="ID".
    const kind = `data-hire-${choice.widget}`
    const id =
      choice.widget === 'item' ? 'item-id' : choice.widget === 'listings' ? 'supplier-id' : ''
    const value = attributes.find(([name]) => name === id)?.[1] ?? ''
    const rest = attributes
      .filter(([name]) => name !== id)
      .map(([name, text]) => [`data-hire-${name}`, text] as [string, string])
    const kindAttribute = value ? ` ${kind}="${escapeAttribute(value)}"` : ` ${kind}`
    return `<button type="button"${kindAttribute}${joined(rest)}>${escapeText(label)}</button>`
  }
  if (choice.mode === 'floating') {
    const own: [string, string][] = attributes.filter(([name]) => name !== 'category-id')
    own.push(['label', label], ['position', choice.position || 'bottom-right'])
    return `<hire-launcher${joined(own)}></hire-launcher>`
  }
  const tag = tags[choice.widget]
  return `<${tag}${joined(attributes)}></${tag}>`
}

export function snippetFor(choice: EmbedChoice, origin: string): string {
  const base = origin.replace(/\/+$/, '')
  return [
    `<script type="module" src="${escapeAttribute(base)}/widgets/hire-widgets.js"></script>`,
    widgetMarkup(choice),
  ].join('\n')
}
