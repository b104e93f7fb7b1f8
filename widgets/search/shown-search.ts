/**
 * What the bar's fields start from when a page already knows the search (the results page
 * shows the search its results are for). The values are already checked, so they render
 * at once, on the server too, unlike the prefill attributes, which are checked and looked
 * up first.
 */
import type { SearchQuery } from '../../shared/domain/catalogue/search-query.ts'
import type { RecentCategory } from '../../shared/stores/catalogue/recent-searches.ts'
import type { ChosenPlace } from './place.ts'

export interface ShownSearch {
  activity: { text: string; category: RecentCategory | null }
  destination: { text: string; place: ChosenPlace | null }
  /** epoch milliseconds at local midnight */
  range: { start: number; end: number }
}

/** Where Explore goes for the query the bar built (the results page keeps its filters). */
export type ResultsUrlFor = (query: SearchQuery) => string
