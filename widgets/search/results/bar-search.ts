/**
 * The search bar at the top of /search-result (widgets/search/README.md, "On the results
 * page"): the search the page's query stands for, shown in the bar's fields, and the
 * results query Explore goes to, which keeps the filters that still apply.
 */
import {
  parseSearchState,
  type SearchState,
} from '../../../shared/domain/catalogue/search-filters.ts'
import {
  buildSearchQuery,
  type SearchQuery,
  searchQueryString,
} from '../../../shared/domain/catalogue/search-query.ts'
import { startOfDayMs } from '../../../shared/format/days.ts'
import { type ChosenPlace, currentPlaceLabel } from '../place.ts'
import { prefillRange } from '../prefill-range.ts'
import type { ShownSearch } from '../shown-search.ts'

/**
 * The Activities text is what the hirer typed or chose (`defaultInputValue`), else the
 * category's name (a category link, or filters that dropped the text). The category goes
 * with it, and the subcategory when Explore narrowed to one by name (its own query shape),
 * so Explore with the activity untouched searches the same activity again.
 */
function shownActivity(state: SearchState, categoryName: string | null): ShownSearch['activity'] {
  const text = state.defaultInputValue ?? categoryName ?? ''
  if (!state.categoryId) return { text, category: null }
  const [only, ...others] = state.subCategoryIds
  const narrowed = state.defaultInputValue !== undefined && only !== undefined && !others.length
  return {
    text,
    category: {
      _id: state.categoryId,
      name: text,
      icon: '',
      ...(narrowed ? { subCategoryId: only } : {}),
    },
  }
}

/**
 * The searched point under its address; a point without one was the hirer's own position,
 * and an address without one was typed and names no place (the text, to correct it).
 */
function shownPlace(state: SearchState): ShownSearch['destination'] {
  const { latitude, longitude, address } = state
  if (latitude === undefined || longitude === undefined) return { text: address ?? '', place: null }
  const place: ChosenPlace = {
    label: address ?? currentPlaceLabel,
    lat: latitude,
    lng: longitude,
    ...(address ? { address } : {}),
  }
  return { text: place.label, place }
}

/**
 * The searched days; days already past (an old link) give way to the default range, as the
 * picker offers nothing before today.
 */
function shownRange(state: SearchState, now: number): ShownSearch['range'] {
  const today = startOfDayMs(now)
  const startDate =
    state.startDate !== undefined && state.startDate >= today ? state.startDate : undefined
  const endDate =
    startDate !== undefined && state.endDate !== undefined && state.endDate >= startDate
      ? state.endDate
      : undefined
  return prefillRange({ startDate, endDate }, now)
}

/** What the bar shows for the results page's query; `categoryName` from the first page. */
export function barSearch(
  state: SearchState,
  categoryName: string | null,
  now: number = Date.now(),
): ShownSearch {
  return {
    activity: shownActivity(state, categoryName),
    destination: shownPlace(state),
    range: shownRange(state, now),
  }
}

/**
 * What the bar's plain form (without JavaScript) sends besides the typed activity and place
 * (README, "Without JavaScript"): the preferences every new search keeps, as in
 * refinedSearch, and the days when the bar shows the page's own (they cannot be changed
 * without JavaScript, so a search with days keeps them, and one without gets none).
 */
export function plainFields(current: SearchState, shown: ShownSearch): Record<string, string> {
  const { sortOn, startPrice, endPrice, instantBooking, itemCategoryType, startDate } = current
  const days =
    startDate !== undefined && shown.range.start === startDate
      ? { startDate, endDate: shown.range.end }
      : {}
  const kept = { sortOn, startPrice, endPrice, instantBooking, itemCategoryType, ...days }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(kept)) {
    if (value !== undefined) fields[name] = String(value)
  }
  return fields
}

/** The part of a query the Activities field decides. */
function activityOf(query: SearchQuery): string {
  const { categoryId, subCategoryIds, defaultInputValue } = query
  return JSON.stringify([categoryId, subCategoryIds, defaultInputValue])
}

/**
 * The results Explore goes to from the results page: the bar's new activity, place and
 * days on page 1, with the filters that still apply. Sort, price range, instant booking and
 * experiences-only are the hirer's preferences whatever they search, so they stay. Tags and
 * subcategories belong to one category: they stay while the activity is the one shown, and
 * go with it when the hirer picks or types another.
 */
export function refinedSearch(
  current: SearchState,
  shown: ShownSearch,
  explored: SearchQuery,
): SearchState {
  const next = parseSearchState(searchQueryString(explored))
  const { sortOn, startPrice, endPrice, instantBooking, itemCategoryType } = current
  const kept = { ...next, sortOn, startPrice, endPrice, instantBooking, itemCategoryType }
  const { category, text } = shown.activity
  const asShown = buildSearchQuery({
    categoryId: category?._id,
    subCategoryId: category?.subCategoryId,
    text,
  })
  if (activityOf(asShown) !== activityOf(explored)) return kept
  const { categoryId, subCategoryIds, defaultInputValue, tags } = current
  return { ...kept, categoryId, subCategoryIds, defaultInputValue, tags }
}
