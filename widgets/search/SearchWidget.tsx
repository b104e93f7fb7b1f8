/**
 * The home search bar (spec part 1, "Home, search and browsing"): Activities, Destinations,
 * Date and Explore; on narrow widths one field that opens a sheet with the three parts.
 * Used as <hire-search> and as an island on our own site, so its styles render inside its
 * root and nothing touches window or storage while rendering.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { $config } from '../../shared/config.ts'
import { formatDayRange } from '../../shared/format/days.ts'
import { $categories } from '../../shared/stores/catalogue/categories.ts'
import {
  type RecentCategory,
  rememberCategory,
  rememberLocation,
} from '../../shared/stores/catalogue/recent-searches.ts'
import { emit } from '../runtime/events.ts'
import { useHost } from '../runtime/host.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import uiCss from '../ui/ui.css?inline'
import { ActivitiesField } from './ActivitiesField.tsx'
import { DateRangeField } from './DateRangeField.tsx'
import { DestinationField } from './DestinationField.tsx'
import { explore } from './explore.ts'
import { SearchIcon } from './icons.tsx'
import type { ChosenPlace } from './place.ts'
import {
  prefillRange,
  type SearchPrefillProps,
  usePrefilledPlace,
  useSearchPrefill,
} from './prefill.ts'
import searchCss from './search.css?inline'
import type { ResultsUrlFor, ShownSearch } from './shown-search.ts'
import { useCompact } from './use-compact.ts'

export interface SearchWidgetProps extends SearchPrefillProps {
  /** where Explore goes: `<resultsUrl>/search-result?...`; the marketplace site by default */
  resultsUrl?: string
  /** force a layout; by default it follows the widget's width */
  layout?: 'wide' | 'compact'
  /** island only: the search the fields start from, as a results page shows it */
  shown?: ShownSearch
  /** island only: where Explore goes, in place of `resultsUrl` */
  resultsUrlFor?: ResultsUrlFor
  /** island only: fields the plain form (without JavaScript) sends with the typed text */
  plainFields?: Record<string, string>
}

const styles = uiCss + searchCss

interface SearchFormProps {
  className: string
  part?: string
  /** where the form goes without JavaScript (a GET of the fields' names) */
  action?: string
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}

/**
 * Without JavaScript an island's form is a plain GET to our results page, sending the
 * typed activity and place (README, "Without JavaScript"); `<hire-search>` exists only with
 * JavaScript, so its form has no action, and Explore always runs the handler below.
 */
const plainSearchAction = '/search-result'

function SearchForm({ className, part, action, onSubmit, children }: SearchFormProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search element is too new for some host browsers
    <form
      className={className}
      role="search"
      aria-label="Search for hire"
      part={part}
      action={action}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  )
}

export function SearchWidget({
  resultsUrl,
  layout,
  shown,
  resultsUrlFor,
  plainFields,
  ...prefillProps
}: SearchWidgetProps) {
  const owner = useId()
  const host = useHost()
  const root = useRef<HTMLDivElement>(null)
  const { prefill } = useSearchPrefill(prefillProps)
  const [activity, setActivity] = useState<{ text: string; category: RecentCategory | null }>(
    () => shown?.activity ?? { text: prefill.activity ?? '', category: null },
  )
  const [destination, setDestination] = useState<{ text: string; place: ChosenPlace | null }>(
    () => shown?.destination ?? { text: prefill.destination ?? '', place: null },
  )
  const [range, setRange] = useState(() => shown?.range ?? prefillRange(prefill))
  // A partner changing the prefill attributes later fills the fields again.
  const { activity: wantedActivity, destination: wantedPlace, startDate, endDate } = prefill
  useEffect(() => {
    if (wantedActivity) setActivity({ text: wantedActivity, category: null })
  }, [wantedActivity])
  useEffect(() => {
    if (wantedPlace) setDestination({ text: wantedPlace, place: null })
  }, [wantedPlace])
  useEffect(() => {
    if (startDate !== undefined || endDate !== undefined)
      setRange(prefillRange({ startDate, endDate }))
  }, [startDate, endDate])
  usePrefilledPlace(
    wantedPlace,
    (place) =>
      setDestination((current) =>
        current.text === wantedPlace ? { text: place.label, place } : current,
      ),
    (problem) => host && emit(host, 'hire-error', { tag: 'hire-search', ...problem }),
  )
  const [sheetOpen, setSheetOpen] = useState(false)
  const action = host ? undefined : plainSearchAction
  const compact = useCompact(root, layout === 'wide' || layout === 'compact' ? layout : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const target = host ?? root.current
    if (!target) return
    setSheetOpen(false)
    const choices = { ...activity, place: destination.place, start: range.start, end: range.end }
    const where = resultsUrlFor ?? (resultsUrl || $config.get().siteUrl)
    explore(target, choices, where, $categories.get().list)
  }

  const fields = (
    <>
      <ActivitiesField
        text={activity.text}
        onText={(text) => setActivity({ text, category: null })}
        onCategory={(category) => {
          rememberCategory(category)
          setActivity({ text: category.name, category })
        }}
      />
      <DestinationField
        text={destination.text}
        owner={owner}
        onText={(text) => setDestination({ text, place: null })}
        onPlace={(place) => {
          if (place.recent) rememberLocation(place.recent)
          setDestination({ text: place.label, place })
        }}
      />
      <DateRangeField
        start={range.start}
        end={range.end}
        owner={owner}
        onChange={(start, end) => setRange({ start, end })}
      />
      <button type="submit" className="hire-button hire-button-primary hire-explore" part="explore">
        Explore
      </button>
    </>
  )
  const summary = [
    activity.text || 'Any activity',
    destination.text || 'Anywhere',
    formatDayRange(range.start, range.end),
  ]

  return (
    <IslandRoot rootRef={root} className="hire-search" styles={styles} owner={owner}>
      <div className="hire-search-frame">
        {compact !== true ? (
          <SearchForm className="hire-search-bar" part="bar" action={action} onSubmit={submit}>
            {fields}
            {Object.entries(plainFields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </SearchForm>
        ) : null}
        {compact !== false ? (
          <button
            type="button"
            className="hire-search-compact"
            part="compact-trigger"
            aria-haspopup="dialog"
            aria-label={`Search: ${summary.join(', ')}`}
            onClick={() => setSheetOpen(true)}
          >
            <SearchIcon />
            <span className="hire-search-compact-text">{summary.join(' · ')}</span>
          </button>
        ) : null}
      </div>
      {compact && sheetOpen ? (
        <Dialog
          title="Search"
          className="hire-search-sheet"
          part="sheet"
          closeButton
          onClose={() => setSheetOpen(false)}
        >
          <SearchForm className="hire-search-stack" action={action} onSubmit={submit}>
            {fields}
          </SearchForm>
        </Dialog>
      ) : null}
    </IslandRoot>
  )
}

export default SearchWidget
