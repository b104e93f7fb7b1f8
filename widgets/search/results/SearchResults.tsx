/**
 * The /search-result page body (spec part 1, "/search-result"): toolbar (filters, price,
 * sort), result list and the map of the listed items (beside the list on wide screens,
 * behind a 'Map' toggle on narrow ones; the map library loads only once the map shows). The URL is the state: every change pushes
 * a history entry and starts again from page 1; back and forward restore the state.
 * Rendered on the server with the first page (`initial`), then hydrated as an island.
 */
import { useEffect, useId, useState } from 'react'
import type { SearchItemsData } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  parseSearchState,
  type SearchState,
  searchKey,
  serialiseSearchState,
  withChanges,
} from '../../../shared/domain/catalogue/search-filters.ts'
import {
  $resultsCategory,
  $searchResults,
  loadMoreResults,
  retrySearch,
  searchFor,
  showSearchResults,
} from '../../../shared/stores/catalogue/search-results.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import itemCardCss from '../../ui/item-card.css?inline'
import uiCss from '../../ui/ui.css?inline'
import { FilterModal } from './FilterModal.tsx'
import { resultsHeading } from './heading.ts'
import { PricePopup } from './PricePopup.tsx'
import { ResultList } from './ResultList.tsx'
import { ResultsMap } from './ResultsMap.tsx'
import resultsCss from './results.css?inline'
import { SortSelect } from './SortSelect.tsx'

export interface SearchResultsProps {
  /** the page's query string ('limit=10&pageNo=1&…') */
  query?: string
  /** the first page, fetched by the server render */
  initial?: SearchItemsData | null
}

const styles = uiCss + itemCardCss + resultsCss

export function SearchResults({ query = '', initial = null }: SearchResultsProps) {
  const owner = useId()
  const [state, setState] = useState(() => parseSearchState(query))
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [mapOpen, setMapOpen] = useState(false)
  const mapId = `${owner}-map`
  const value = useStore($searchResults)
  const category = useStore($resultsCategory)
  const key = searchKey(state)

  useEffect(() => {
    const first = parseSearchState(query)
    if (initial) showSearchResults(first, initial)
    else void searchFor(first)
    const restore = () => {
      const next = parseSearchState(window.location.search)
      setState(next)
      void searchFor(next)
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [query, initial])

  const change = (next: SearchState) => {
    window.history.pushState(null, '', `${window.location.pathname}?${serialiseSearchState(next)}`)
    setState(next)
    setFiltersOpen(false)
    void searchFor(next)
  }

  // Until the store holds this query (on the server, and before hydration) show the
  // server's first page.
  const view =
    value.key === key
      ? value
      : initial
        ? { status: 'ready' as const, list: initial.list, total: initial.total, done: true }
        : { status: 'loading' as const, list: [], total: 0, done: false }

  return (
    <IslandRoot className="hire-results" styles={styles} owner={owner}>
      {/* The heading follows the filters: it names the category of the results shown. */}
      <h1 className="results-heading">
        {resultsHeading(category ? category.name : (initial?.categoryName ?? null))}
      </h1>
      <div className="results-toolbar">
        <button
          type="button"
          className="hire-button"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          Filters
        </button>
        <PricePopup state={state} onApply={(range) => change(withChanges(state, range))} />
        <button
          type="button"
          className="hire-button results-map-toggle"
          aria-expanded={mapOpen}
          aria-controls={mapId}
          onClick={() => setMapOpen(!mapOpen)}
        >
          Map
        </button>
        <SortSelect
          value={state.sortOn}
          onChange={(sortOn) => change(withChanges(state, { sortOn }))}
        />
      </div>
      <div className="results-layout">
        <ResultList
          status={view.status}
          list={view.list}
          total={view.total}
          done={view.done}
          error={'error' in view ? view.error : undefined}
          skeletons={Math.min(state.limit, 4)}
          dates={state}
          onMore={() => void loadMoreResults()}
          onRetry={() => void retrySearch()}
        />
        <ResultsMap id={mapId} open={mapOpen} state={state} list={view.list} />
      </div>
      {filtersOpen ? (
        <FilterModal state={state} onApply={change} onClose={() => setFiltersOpen(false)} />
      ) : null}
    </IslandRoot>
  )
}

export default SearchResults
