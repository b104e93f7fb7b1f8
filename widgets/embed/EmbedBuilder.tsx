/**
 * The snippet builder at /embed: choose a widget and how it shows (inline, a popup button,
 * the floating button), what it shows (an item, a supplier's listings, a category, or the
 * search), prefill, theme, accent and partner code; see the real widget live below; copy
 * the code. The preview renders the same markup the snippet holds, through the same
 * bundle a partner page loads. `?supplier=` and `?item=` start it with that id chosen.
 */
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { $config } from '../../shared/config.ts'
import { $categories, ensureCategories } from '../../shared/stores/catalogue/categories.ts'
import { copyText } from '../listings/EmbedSnippet.tsx'
import { useStore } from '../runtime/use-store.ts'
import comboboxCss from '../ui/combobox/combobox.css?inline'
import uiCss from '../ui/ui.css?inline'
import { DatesChoice } from './DatesChoice.tsx'
import builderCss from './embed.css?inline'
import { searchItems, searchSuppliers } from './pickers.ts'
import { SearchPicker } from './SearchPicker.tsx'
import { type EmbedChoice, snippetFor, widgetMarkup } from './snippet.ts'

export interface EmbedBuilderProps {
  /** ids the page was opened with (?item=, ?supplier=) */
  itemId?: string
  supplierId?: string
}

const styles = uiCss + comboboxCss + builderCss

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes as children, inside the label
    <label className="embed-field">
      <span className="embed-label">{label}</span>
      {children}
      {hint ? <span className="embed-hint">{hint}</span> : null}
    </label>
  )
}

function Choices(props: {
  legend: string
  name: string
  value: string
  options: readonly (readonly [string, string])[]
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="embed-choices">
      <legend>{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value} className="embed-choice">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}

/** The two radio groups: which widget, and how it shows. */
const choiceGroups = [
  {
    key: 'widget',
    legend: 'Widget',
    options: [
      ['item', 'One item, with booking'],
      ['listings', 'A supplier’s listings or a category'],
      ['search', 'The search bar'],
    ],
  },
  {
    key: 'mode',
    legend: 'Shown',
    options: [
      ['inline', 'In the page'],
      ['popup', 'In a popup, from a button'],
      ['floating', 'From a floating button'],
    ],
  },
] as const satisfies {
  key: 'widget' | 'mode'
  legend: string
  options: readonly (readonly [string, string])[]
}[]

/** The item and the supplier pickers: their wording and search. */
const pickers = {
  item: {
    label: 'Item',
    placeholder: 'Search items by name',
    empty: 'No item found.',
    search: searchItems,
  },
  supplier: {
    label: 'Supplier',
    placeholder: 'Search suppliers by name',
    empty: 'No supplier found.',
    search: searchSuppliers,
  },
}

export function EmbedBuilder({ itemId, supplierId }: EmbedBuilderProps) {
  const id = useId()
  const config = useStore($config)
  const categories = useStore($categories)
  useEffect(ensureCategories, [])
  const preview = useRef<HTMLDivElement>(null)
  const code = useRef<HTMLTextAreaElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // The names of the chosen item and supplier, for the pickers (the snippet holds ids).
  const [names, setNames] = useState<{ item?: string; supplier?: string }>({})
  const [choice, setChoice] = useState<EmbedChoice>({
    widget: supplierId && !itemId ? 'listings' : 'item',
    mode: 'inline',
    itemId: itemId ?? '',
    supplierId: supplierId ?? '',
    theme: '',
  })
  const set =
    (key: keyof EmbedChoice) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setChoice((current) => ({ ...current, [key]: event.currentTarget.value }))
  const snippet = snippetFor(choice, config.siteUrl)
  const markup = widgetMarkup(choice)

  // The live preview: the bundle partners load, then the very markup of the snippet.
  useEffect(() => {
    const url = `${config.siteUrl.replace(/\/+$/, '')}/widgets/hire-widgets.js`
    import(/* @vite-ignore */ url).catch(() => setAnnouncement('The preview could not load.'))
  }, [config.siteUrl])
  // An item widget without an item would only say the item does not exist: ask for one.
  const needsItem = choice.widget === 'item' && !choice.itemId?.trim()
  useEffect(() => {
    if (preview.current) preview.current.innerHTML = needsItem ? '' : markup
  }, [markup, needsItem])

  // Nothing to copy until the widget knows what to show.
  const missing =
    choice.widget === 'item' && !choice.itemId?.trim()
      ? 'Choose an item to copy its code.'
      : choice.widget === 'listings' &&
          !choice.supplierId?.trim() &&
          !(choice.mode === 'inline' && choice.categoryId)
        ? 'Choose a supplier (or, in the page, a category) to copy the code.'
        : null

  const copy = async () => {
    setAnnouncement('')
    setAnnouncement(await copyText(snippet, code.current))
  }
  const picker = (kind: keyof typeof pickers) => (
    <SearchPicker
      {...pickers[kind]}
      value={choice[`${kind}Id`] ?? ''}
      chosenLabel={names[kind]}
      onPick={(match) => {
        setNames((current) => ({ ...current, [kind]: match?.label }))
        setChoice((current) => ({ ...current, [`${kind}Id`]: match?.id ?? '' }))
      }}
    />
  )
  const isItem = choice.widget === 'item'
  const isSearch = choice.widget === 'search'

  return (
    <div className="hire-widget embed-builder">
      <style>{styles}</style>
      <form
        className="embed-form"
        aria-labelledby={`${id}-form`}
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id={`${id}-form`}>Your widget</h2>
        {choiceGroups.map(({ key, legend, options }) => (
          <Choices
            key={key}
            legend={legend}
            name={`${id}-${key}`}
            value={choice[key]}
            options={options}
            onChange={(value) => setChoice((current) => ({ ...current, [key]: value }))}
          />
        ))}
        {isItem ? picker('item') : null}
        {choice.widget === 'listings' ? (
          <>
            {picker('supplier')}
            {choice.mode === 'inline' ? (
              <Field label="Or a category">
                <select value={choice.categoryId ?? ''} onChange={set('categoryId')}>
                  <option value="">Any</option>
                  {categories.list.map((category) => (
                    <option key={category._id} value={category._id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
          </>
        ) : null}
        {isSearch ? (
          <>
            <Field label="Activity">
              <input value={choice.activity ?? ''} onInput={set('activity')} />
            </Field>
            <Field label="Destination">
              <input value={choice.destination ?? ''} onInput={set('destination')} />
            </Field>
          </>
        ) : null}
        {choice.widget !== 'listings' ? (
          <DatesChoice
            start={choice.startDate}
            end={choice.endDate}
            onChange={(startDate, endDate) =>
              setChoice((current) => ({ ...current, startDate, endDate }))
            }
          />
        ) : null}
        {isItem ? (
          <div className="embed-row">
            <Field label="Units">
              <input type="number" min="1" value={choice.units ?? ''} onInput={set('units')} />
            </Field>
            <Field label="Group size">
              <input
                type="number"
                min="1"
                value={choice.groupSize ?? ''}
                onInput={set('groupSize')}
              />
            </Field>
          </div>
        ) : null}
        <div className="embed-row">
          <Field label="Theme">
            <select value={choice.theme ?? ''} onChange={set('theme')}>
              <option value="">Light (default)</option>
              <option value="dark">Dark</option>
              <option value="auto">Follow the visitor’s system</option>
            </select>
          </Field>
          <Field label="Accent colour" hint="A hex colour, such as #0a7d5a.">
            <input value={choice.accent ?? ''} onInput={set('accent')} placeholder="#0a7d5a" />
          </Field>
        </div>
        <Field label="Partner code">
          <input value={choice.partner ?? ''} onInput={set('partner')} autoComplete="off" />
        </Field>
        {choice.mode !== 'inline' ? (
          <Field label="Button text">
            <input value={choice.label ?? ''} onInput={set('label')} placeholder="Book now" />
          </Field>
        ) : null}
      </form>
      <section className="embed-output" aria-labelledby={`${id}-code`}>
        <h2 id={`${id}-code`}>Your code</h2>
        <textarea
          ref={code}
          className="embed-code"
          readOnly
          rows={4}
          value={snippet}
          aria-labelledby={`${id}-code`}
        />
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={copy}
          disabled={missing !== null}
          aria-describedby={missing ? `${id}-missing` : undefined}
        >
          Copy code
        </button>
        {missing ? (
          <p id={`${id}-missing`} className="embed-hint">
            {missing}
          </p>
        ) : null}
        <p className="embed-status" role="status">
          {announcement}
        </p>
        <h2>Preview</h2>
        {needsItem ? <p className="embed-hint">Choose an item to see its preview.</p> : null}
        <div ref={preview} className="embed-preview" data-testid="embed-preview" />
      </section>
    </div>
  )
}

export default EmbedBuilder
