/**
 * A search typed, not chosen: the search bar's plain form (without JavaScript) sends the
 * activity and place as text (`defaultInputValue`, `address`), and the results page
 * resolves them here by the rules the bar applies with JavaScript: the activity is the
 * category or subcategory named exactly so (ignoring case; else the text alone is
 * searched, as Explore does), the place is the places service's suggestion named so, else
 * its first one. The lookups are injected: the site passes its API calls.
 */
import type { Category } from '../../contract/catalogue/catalogue.ts'
import type { PlaceDetails, PlaceSuggestion } from '../../contract/catalogue/places.ts'
import { activityNamed } from './category-filter.ts'
import type { SearchState } from './search-filters.ts'

/** The places port's two calls (shared/adapters/places). */
export interface PlaceLookup {
  autocomplete(input: string): Promise<PlaceSuggestion[]>
  details(placeId: string): Promise<PlaceDetails>
}

export interface TypedSearchLookups {
  /** the full category list, as the Activities typeahead has it */
  categories(): Promise<readonly Category[]>
  places: PlaceLookup
}

export interface TypedSearch {
  /** the search with what could be resolved filled in */
  state: SearchState
  /** false: the typed place names no place we know, so nothing can be searched around it */
  placeFound: boolean
}

/** The place named `typed`: the suggestion of that name (ignoring case), else the first. */
export async function placeNamed(places: PlaceLookup, typed: string): Promise<PlaceDetails | null> {
  const suggestions = await places.autocomplete(typed)
  const wanted = typed.trim().toLowerCase()
  const match =
    suggestions.find((suggestion) => suggestion.main_text.toLowerCase() === wanted) ??
    suggestions[0]
  return match ? places.details(match.placeId) : null
}

/** The category (and subcategory) of an activity typed without one; nothing else changes. */
async function typedActivity(
  state: SearchState,
  lookups: TypedSearchLookups,
): Promise<Partial<SearchState>> {
  const text = state.defaultInputValue
  if (!text || state.categoryId) return {}
  // Categories unavailable: the text alone is searched, as the bar does before they load.
  const list = await lookups.categories().catch(() => [])
  const choice = activityNamed(list, text)
  if (!choice) return {}
  return {
    categoryId: choice._id,
    subCategoryIds: choice.subCategoryId ? [choice.subCategoryId] : [],
    defaultInputValue: choice.name,
  }
}

/** The point of a place typed without one; null when it names nothing (or cannot be looked up). */
async function typedPlace(
  state: SearchState,
  places: PlaceLookup,
): Promise<Partial<SearchState> | null> {
  const { address, latitude } = state
  if (!address || latitude !== undefined) return {}
  const place = await placeNamed(places, address).catch(() => null)
  if (!place) return null
  return { latitude: place.lat, longitude: place.lng, address: place.address }
}

/**
 * The search the page's query stands for: an activity or place typed without its category
 * or point gets them. A place that names nothing leaves the typed text as it is and
 * `placeFound` false: the page shows no results, and the bar the text, to correct it.
 */
export async function resolveTypedSearch(
  state: SearchState,
  lookups: TypedSearchLookups,
): Promise<TypedSearch> {
  const [activity, place] = await Promise.all([
    typedActivity(state, lookups),
    typedPlace(state, lookups.places),
  ])
  return { state: { ...state, ...activity, ...place }, placeFound: place !== null }
}
