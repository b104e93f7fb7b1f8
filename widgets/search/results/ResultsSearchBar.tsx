/**
 * The search bar at the top of /search-result: the home bar (SearchWidget) showing the
 * page's search, so the hirer changes the activity, place or days in place; Explore goes
 * to the new results with the filters that still apply (bar-search.ts).
 */
import { useMemo } from 'react'
import {
  parseSearchState,
  serialiseSearchState,
} from '../../../shared/domain/catalogue/search-filters.ts'
import { SearchWidget } from '../SearchWidget.tsx'
import { barSearch, plainFields, refinedSearch } from './bar-search.ts'

export interface ResultsSearchBarProps {
  /** the page's query string ('limit=10&pageNo=1&…') */
  query?: string
  /** the searched category's name, from the first page of results */
  categoryName?: string | null
}

export function ResultsSearchBar({ query = '', categoryName = null }: ResultsSearchBarProps) {
  const current = useMemo(() => parseSearchState(query), [query])
  const shown = useMemo(() => barSearch(current, categoryName), [current, categoryName])
  return (
    <SearchWidget
      shown={shown}
      plainFields={plainFields(current, shown)}
      resultsUrlFor={(explored) =>
        `/search-result?${serialiseSearchState(refinedSearch(current, shown, explored))}`
      }
    />
  )
}

export default ResultsSearchBar
